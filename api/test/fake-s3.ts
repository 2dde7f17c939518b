import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_S3_KEYS = { accessKeyId: 'fake-access-key', secretAccessKey: 'fake-secret-key-0123456789' };

export interface FakeS3 {
  /** `http://127.0.0.1:<port>`, for S3_ENDPOINT. */
  url: string;
  /** What the store holds: `bucket/key` → bytes and type. */
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** Every request seen, as `METHOD /bucket/key`. */
  requests: string[];
  /** Makes the next PUTs fail with 500 (a store that is down), to prove nothing is left behind. */
  failPuts(count: number): void;
  close(): Promise<void>;
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * Our own stand-in for an S3-compatible store (path-style, as MinIO): PUT, GET and DELETE of objects in any bucket,
 * kept in memory. Requests must carry a SigV4 Authorization header for the configured access key, as the SDK sends;
 * the signature itself is not checked (that is the SDK's and the real store's business).
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const requests: string[] = [];
  let failingPuts = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://fake').pathname).replace(/^\//, '');
      requests.push(`${req.method} /${path}`);
      const reply = (status: number, body = '', type = 'application/xml') => {
        res.writeHead(status, { 'Content-Type': type, 'x-amz-request-id': 'fake' });
        res.end(body);
      };
      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${FAKE_S3_KEYS.accessKeyId}/`)) {
        return reply(403, xmlError('InvalidAccessKeyId', 'The access key is not known'));
      }
      if (!path.includes('/')) return reply(400, xmlError('InvalidRequest', 'Path-style bucket/key expected'));
      switch (req.method) {
        case 'PUT': {
          if (failingPuts > 0) {
            failingPuts -= 1;
            return reply(500, xmlError('InternalError', 'The store is down'));
          }
          const type = req.headers['content-type'] ?? 'application/octet-stream';
          objects.set(path, { bytes: Buffer.concat(chunks), contentType: type });
          res.setHeader('ETag', '"fake"');
          return reply(200);
        }
        case 'GET': {
          const object = objects.get(path);
          if (!object) return reply(404, xmlError('NoSuchKey', 'The specified key does not exist.'));
          res.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': object.bytes.length });
          return res.end(object.bytes);
        }
        case 'DELETE':
          objects.delete(path);
          return reply(204);
        default:
          return reply(405, xmlError('MethodNotAllowed', 'Not in the fake'));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    failPuts(count) {
      failingPuts = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The app's S3 settings pointing at a fake. */
export const fakeS3Config = (fake: FakeS3, bucket = 'photos'): Record<string, string> => ({
  S3_ENDPOINT: fake.url,
  S3_BUCKET: bucket,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: FAKE_S3_KEYS.accessKeyId,
  S3_SECRET_ACCESS_KEY: FAKE_S3_KEYS.secretAccessKey,
});
