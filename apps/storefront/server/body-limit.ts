// The storefront's request-body limit (behaviour.md#security), in front of React Router: an
// action reads its whole form (request.formData()) before it can tell who is asking, so
// without a limit a guest could post gigabytes to /cart or /account/login. A declared
// Content-Length over the limit is refused before a byte is read; a streamed (chunked) body
// is counted as it arrives and cut at the limit, the action's read of it failing rather than
// ending early with half a form. Either way: 413, a short page, and the connection closes
// after the answer (Connection: close), so the rest is never read.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/** Every form but quick order's: a checkout or a login is a few kilobytes. */
export const BODY_LIMIT_BYTES = 64 * 1024;
/**
 * Quick order's form: a CSV file (at most 256 kB), pasted lines (at most 256 kB) and 500
 * typed rows, with room for multipart's boundaries.
 */
export const UPLOAD_BODY_LIMIT_BYTES = 1024 * 1024;
const UPLOAD_PATHS = ['/account/quick-order', '/account/quick-order.data'];

/** The limit of a request path: the upload's for quick order, the default elsewhere. */
export function bodyLimitFor(path: string): number {
  return UPLOAD_PATHS.includes(path.replace(/\/+$/, ''))
    ? UPLOAD_BODY_LIMIT_BYTES
    : BODY_LIMIT_BYTES;
}

const kilobytes = (bytes: number) => `${String(Math.round(bytes / 1024))} kB`;

/** What a browser shows: no script, no style from elsewhere, the way back. */
function tooLargePage(limit: number): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Request too large</title></head><body>',
    '<h1>Request too large</h1>',
    `<p>This form sent more than ${kilobytes(limit)}, more than this page takes. Nothing was saved.</p>`,
    '<p>Go back, send less (a smaller file, fewer lines) and try again.</p>',
    '</body></html>',
  ].join('');
}

function refuse(req: IncomingMessage, res: ServerResponse, limit: number): void {
  if (res.headersSent) return;
  const page = !/\.data(?:\?|$)/.test(req.url ?? '');
  res.writeHead(413, {
    'Content-Type': page ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
    Connection: 'close',
  });
  res.end(
    page
      ? tooLargePage(limit)
      : `Request too large: more than ${kilobytes(limit)}. Nothing was saved.`,
  );
}

/** Raised on the request stream when a streamed body passes the limit. */
export class BodyTooLargeError extends Error {
  readonly status = 413;
  constructor(limit: number) {
    super(`The request body is larger than ${kilobytes(limit)}`);
  }
}

/**
 * The limit as Express middleware. Mount it last before React Router's handler: the byte
 * count listens beside the handler's own reader, which must start in the same turn (Express
 * calls the next handler synchronously) so that neither misses a chunk.
 */
export function bodyLimit(limitFor: (path: string) => number = bodyLimitFor): RequestHandler {
  return (req, res, next) => {
    const limit = limitFor(req.path);
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > limit) {
      refuse(req, res, limit);
      return;
    }
    if (req.headers['transfer-encoding'] !== undefined) {
      let received = 0;
      const count = (chunk: Buffer) => {
        received += chunk.length;
        if (received <= limit) return;
        req.off('data', count);
        refuse(req, res, limit);
        // The reader (React Router's body stream) fails instead of seeing an early end; the
        // socket is left to close after the answer, which destroying the request would lose.
        if (req.listenerCount('error') > 0) req.emit('error', new BodyTooLargeError(limit));
      };
      req.on('data', count);
    }
    next();
  };
}
