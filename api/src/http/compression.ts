import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Every text answer (JSON from /graphql and /api, HTML, robots.txt, sitemap.xml) compressed on the fly: brotli when
 * the browser takes it, else gzip. The middleware's brotli quality 4 is about as fast as gzip and smaller; answers
 * under 1 KB go as they are, and a response already encoded (the precompressed assets) is left alone.
 */
export function compressResponses(): RequestHandler {
  return compression({ threshold: 1024 });
}
