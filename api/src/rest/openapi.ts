import { getOperationAST } from 'graphql';
import type { JsonSchema } from './json-schema.js';
import { LIST_HEADERS, LIST_PARAMETERS } from './paging.js';
import { restSchemas } from './routes.js';
import type { RestRoute } from './shim.js';

/** Routes served by plain handlers rather than the GraphQL shim table. */
const HANDLER_ROUTES: { method: string; path: string; summary: string; access: string; responses: Record<string, string> }[] = [
  {
    method: 'get',
    path: '/api/login',
    summary: 'Browser navigation: the sign-in page, keeping a same-origin returnTo.',
    access: 'public',
    responses: { '302': 'Redirect to /signin' },
  },
  {
    method: 'get',
    path: '/api/logout',
    summary:
      "Browser navigation: from this site's own pages, ends the session and goes home; from anywhere else, a " +
      '"Sign out?" page whose button POSTs here.',
    access: 'public',
    responses: { '200': 'The "Sign out?" page (HTML)', '302': 'Redirect to /' },
  },
  {
    method: 'post',
    path: '/api/logout',
    summary: 'The "Sign out?" page\'s button (a same-origin form): ends the session and goes home.',
    access: 'public',
    responses: { '303': 'Redirect to /', '403': 'Sent from another site' },
  },
  {
    method: 'post',
    path: '/api/gallery-photos',
    summary: 'Admin uploads a gallery image (JPEG, PNG or WebP, at most 5 MB) as the raw body; ?caption= is required.',
    access: 'ADMIN',
    responses: { '201': 'The stored photo', '400': 'Not an accepted image, or no caption' },
  },
  {
    method: 'get',
    path: '/api/gallery-photos/{id}',
    summary: 'A gallery image, cacheable for a year when versioned (?v=).',
    access: 'public',
    responses: { '200': 'The image', '304': 'Not modified', '404': 'No such photo' },
  },
  {
    method: 'post',
    path: '/api/webhooks/stripe',
    summary:
      "Stripe's webhook: the raw JSON event, signed in the Stripe-Signature header with STRIPE_WEBHOOK_SECRET. Each " +
      'event id is recorded once and worked in a job; a replay answers 200 and changes nothing.',
    access: 'public',
    responses: {
      '200': '{"received":true,"duplicate":false}',
      '400': 'The signature is missing or does not match (nothing is recorded)',
      '404': 'Card payments are off (no Stripe keys)',
    },
  },
  {
    method: 'post',
    path: '/api/webhooks/sms',
    summary:
      "Twilio's incoming-text webhook (application/x-www-form-urlencoded: MessageSid, From, Body), signed in the " +
      'X-Twilio-Signature header over PUBLIC_URL + the path and the form fields. Each MessageSid is recorded once: a text ' +
      "from a client's or helper's number joins their conversation in the owner's inbox; STOP (and its synonyms) opts the " +
      'number out, START opts it back in, HELP answers with the business name and phone. Answers TwiML.',
    access: 'public',
    responses: {
      '200': 'TwiML (text/xml): a <Response>, with a <Message> when the app answers (STOP once, START, HELP)',
      '400': 'The signature is missing or does not match, or MessageSid, From or Body is impossible (nothing is recorded)',
      '404': 'Text messages are off (no Twilio keys)',
    },
  },
  {
    method: 'post',
    path: '/api/webhooks/sms/status',
    summary:
      "Twilio's delivery report on a text the app sent (form fields MessageSid, MessageStatus, ErrorCode), signed as " +
      'above: the Outbox shows the status; failed or undelivered fails the row. An unknown MessageSid changes nothing.',
    access: 'public',
    responses: {
      '200': '{"received":true,"updated":true}',
      '400': 'The signature is missing or does not match, or a field is missing (nothing changes)',
      '404': 'Text messages are off (no Twilio keys)',
    },
  },
  {
    method: 'post',
    path: '/api/visits/{id}/photos',
    summary:
      'A helper assigned to the visit (from the day before it to the day after) or the admin uploads a job photo as ' +
      'multipart/form-data: the image in `file` (JPEG, PNG or WebP, at most 15 MB), `kind` (BEFORE, AFTER or ISSUE) ' +
      'and an optional `caption` (at most 200 characters). It is stored upright, at most 2048 px, without metadata. ' +
      'With an `Idempotency-Key` header (8 to 100 letters, digits or - _ . :), a replay by the same account answers ' +
      'the photo the first upload stored (header Idempotent-Replayed: true) and stores nothing new.',
    access: 'ADMIN, HELPER',
    responses: {
      '201': 'The stored photo: id, nodeId, visitId, kind, caption, width, height, createdAt, url, thumbnailUrl',
      '400': 'The bytes are not a readable JPEG, PNG or WebP image, or a field is missing or too long (the field is named)',
      '401': 'Not signed in',
      '403': "Not allowed: a client, or a helper outside the visit's window",
      '404': 'No such visit, or not one this helper works',
      '413': 'The photo is over 15 MB',
      '409': 'The Idempotency-Key was used for a photo that has since been deleted',
      '415': 'Not multipart/form-data, or a type other than JPEG, PNG or WebP',
      '422': 'The Idempotency-Key was already used for another upload or change (IDEMPOTENCY_KEY_REUSED)',
      '503': 'The file store is unavailable; retry',
    },
  },
  {
    method: 'get',
    path: '/api/visits/{id}/photos/{photoId}',
    summary:
      "A job photo (JPEG), for the admin, the visit's assigned helpers, and its client for an after photo of a " +
      'completed visit. Privately cached.',
    access: 'ADMIN, HELPER, CLIENT',
    responses: { '200': 'The image', '304': 'Not modified', '401': 'Not signed in', '404': 'No such photo for this viewer' },
  },
  {
    method: 'get',
    path: '/api/visits/{id}/photos/{photoId}/thumbnail',
    summary: 'The photo at most 480 px on its long side, for grids; served to the same people as the photo.',
    access: 'ADMIN, HELPER, CLIENT',
    responses: { '200': 'The image', '304': 'Not modified', '401': 'Not signed in', '404': 'No such photo for this viewer' },
  },
  {
    method: 'post',
    path: '/api/imports',
    summary:
      'Admin uploads a CSV of clients or helpers (multipart/form-data, field `file`, at most 5 MB; UTF-8 or ' +
      'Windows-1252; optional field `kind`: clients or helpers, for the guessed mapping) for previewClientImport and ' +
      'commitClientImport; answers { uploadId, fileName, encoding, rowCount, columns }.',
    access: 'ADMIN',
    responses: { '201': 'The stored upload and its guessed column mapping', '400': 'Not a CSV, over 5 MB, or no file' },
  },
  {
    method: 'get',
    path: '/api/imports/sample.csv',
    summary: 'A sample CSV of clients with every column the import reads.',
    access: 'public',
    responses: { '200': 'The sample (text/csv)' },
  },
  {
    method: 'get',
    path: '/api/imports/helpers-sample.csv',
    summary: 'A sample CSV of helpers with every column the helper import reads.',
    access: 'public',
    responses: { '200': 'The sample (text/csv)' },
  },
  { method: 'get', path: '/api/openapi.json', summary: 'This document.', access: 'public', responses: { '200': 'OpenAPI 3.1' } },
  { method: 'get', path: '/healthz', summary: 'The process is up.', access: 'public', responses: { '200': '{"status":"ok"}' } },
  {
    method: 'get',
    path: '/readyz',
    summary: 'The database answers.',
    access: 'public',
    responses: { '200': '{"status":"ready"}', '503': '{"status":"unavailable"}' },
  },
];

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** OpenAPI 3.1 for the /api contract, built from the same table (and its schemas) that serves it. */
export function buildOpenApi(routes: readonly RestRoute[], schemas: Readonly<Record<string, JsonSchema>> = restSchemas) {
  const paths: Record<string, Record<string, unknown>> = {};
  const add = (path: string, method: string, operation: Record<string, unknown>) => {
    paths[path] = { ...paths[path], [method]: operation };
  };

  for (const route of routes) {
    const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
    const pathParameters = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string', format: 'uuid' },
    }));
    const queryParameters = (route.queryParameters ?? []).map((parameter) => ({ ...parameter, in: 'query', required: false }));
    const parameters = [...pathParameters, ...queryParameters, ...(route.list ? LIST_PARAMETERS : [])];
    const hasBody = route.method === 'post' || route.method === 'patch';
    // A body route without its schema still says it takes a JSON object (the contract test requires the schema).
    const bodySchema = route.requestSchema ?? (hasBody ? { type: 'object' } : undefined);
    add(path, route.method, {
      operationId: getOperationAST(route.operation)?.name?.value,
      summary: route.summary,
      'x-access': route.access === 'public' ? 'public' : route.access.map((role) => role.toUpperCase()),
      ...(route.access === 'public' ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(bodySchema ? { requestBody: { required: true, content: { 'application/json': { schema: bodySchema } } } } : {}),
      responses: {
        [String(route.successStatus ?? 200)]: {
          description: 'Success',
          ...(route.list ? { headers: LIST_HEADERS } : {}),
          content: { 'application/json': { schema: route.responseSchema } },
        },
        '400': errorResponse('Bad input: the message names the field'),
        ...(route.access === 'public'
          ? {}
          : { '401': errorResponse('Not signed in'), '403': errorResponse('Not allowed for this role') }),
        ...(pathParameters.length ? { '404': errorResponse('Not found') } : {}),
        ...(hasBody
          ? { '409': errorResponse('Conflicts with the current state'), '415': errorResponse('The body is not JSON') }
          : {}),
      },
    });
  }
  for (const route of HANDLER_ROUTES) {
    add(route.path, route.method, {
      summary: route.summary,
      'x-access': route.access,
      ...(route.access === 'public' ? { security: [] } : {}),
      ...(route.path.includes('{')
        ? {
            parameters: [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
              name,
              in: 'path',
              required: true,
              schema: { type: 'string' },
            })),
          }
        : {}),
      responses: Object.fromEntries(Object.entries(route.responses).map(([status, description]) => [status, { description }])),
    });
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Sunshine Clean REST API',
      version: '1.0.0',
      description:
        'Thin shims over the GraphQL schema (POST /graphql), sharing its authorization. Authenticate with the session ' +
        'cookie from POST /api/login. Send JSON bodies; state-changing calls from another site are refused. Errors are ' +
        '`{ message, code, field? }` with the matching HTTP status. Money is integer cents; dates are YYYY-MM-DD. ' +
        'Lists answer one page as a plain array, with X-Total-Count and, while more follow, a Link rel="next".',
    },
    servers: [{ url: '/' }],
    security: [{ session: [] }],
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      schemas: {
        ...schemas,
        Error: {
          type: 'object',
          required: ['message', 'code'],
          properties: { message: { type: 'string' }, code: { type: 'string' }, field: { type: 'string' } },
        },
      },
    },
    paths,
  };
}
