// A printed document as a download (SECURITY.md#printed-documents): rendered once per
// version of what it shows and kept in a bounded cache, so the same download twice renders
// once and a changed order or cart prints afresh. The key is the customer, the document and
// a digest of everything the document prints; it is never shared between customers, even
// for the same data. Renders past a customer's minute are refused with 429 (render-limits).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { env } from '../platform/env.server';
import { renderTurn, takeRender } from './render-limits.server';

export interface PdfDocument {
  /** Whose document it is: part of the key, so it is served to no one else. */
  customerId: number;
  /** Which document, e.g. `order:12` or `load-plan:cart:{cartId}:40`. */
  name: string;
  /** Everything the document prints (JSON): its digest is the document's version. */
  shows: unknown;
  filename: string;
  render: () => Promise<Uint8Array>;
}

class TooManyRenders extends Error {
  constructor(readonly retryAfter: number) {
    super('Too many document renders');
  }
}

interface Rendered {
  bytes: Uint8Array<ArrayBuffer>;
  /** How long the render took (Server-Timing on its first answer). */
  ms: number;
}

const cache = new LRUCache<string, Rendered, PdfDocument>({
  maxSize: env.pdf.cacheBytes,
  sizeCalculation: (rendered) => rendered.bytes.byteLength,
  ttl: env.pdf.cacheSeconds * 1000,
  // Concurrent downloads of one document share this one render (lru-cache's fetch).
  fetchMethod: async (_key, _stale, { context }) => {
    const retryAfter = takeRender(context.customerId);
    if (retryAfter !== null) throw new TooManyRenders(retryAfter);
    return renderTurn(async () => {
      const started = performance.now();
      const pdf = await context.render();
      // A copy over a plain ArrayBuffer: what a Response body is typed to take.
      return { bytes: new Uint8Array(pdf), ms: performance.now() - started };
    });
  },
});

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The document's ETag: from its key, so it changes exactly when the document would. */
export function documentKey(document: Pick<PdfDocument, 'customerId' | 'name' | 'shows'>) {
  const key = `${String(document.customerId)}:${document.name}:${digest(JSON.stringify(document.shows))}`;
  return { key, etag: `"${digest(key).slice(0, 32)}"` };
}

const PRIVATE = { 'Cache-Control': 'private, no-store' };

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * The document's answer: 304 when the client holds this version, the cached bytes, or a
 * render (429 with Retry-After when the customer is over their minute's renders).
 * Server-Timing says which (`cache`, or `render;dur=…`) for the tests and the probe.
 */
export async function pdfDownload(request: Request, document: PdfDocument): Promise<Response> {
  const { key, etag } = documentKey(document);
  // The ETag names the version of what the document shows, so a match needs no render.
  if (matches(request.headers.get('If-None-Match'), etag))
    return new Response(null, { status: 304, headers: { ...PRIVATE, ETag: etag } });
  const status: LRUCache.Status<string, Rendered, PdfDocument> = {};
  let rendered: Rendered | undefined;
  try {
    rendered = await cache.fetch(key, { context: document, status });
  } catch (error) {
    if (!(error instanceof TooManyRenders)) throw error;
    return new Response(
      `You have printed ${String(env.pdf.rendersPerMinute)} new documents in the last minute. Please try again in ${String(error.retryAfter)} seconds; documents you have already downloaded are still available.`,
      {
        status: 429,
        headers: {
          ...PRIVATE,
          'Content-Type': 'text/plain; charset=utf-8',
          'Retry-After': String(error.retryAfter),
        },
      },
    );
  }
  if (rendered === undefined) throw new Error(`The document ${document.name} was not rendered`);
  return new Response(rendered.bytes, {
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${document.filename}"`,
      'Content-Length': String(rendered.bytes.byteLength),
      ETag: etag,
      // `miss`: this request rendered it; `inflight`: it shared another request's render.
      'Server-Timing':
        status.fetch === 'miss' || status.fetch === 'inflight'
          ? `render;dur=${rendered.ms.toFixed(0)}`
          : 'cache;desc="hit"',
    },
  });
}
