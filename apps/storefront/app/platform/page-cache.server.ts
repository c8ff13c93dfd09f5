// Guest pages a CDN (or any shared cache) may keep (behaviour.md#performance): the same catalogue page is the
// same for every guest, so it is `public` for a minute and served stale for ten more while
// the cache revalidates, with an ETag that answers a matching If-None-Match with 304.
// A buyer's pages (a session or cart cookie, or one being set) stay `private, no-store`
// (buyer-session.server.ts), as do draft-mode pages and anything but a 200.
import { createHash } from 'node:crypto';
import type { MiddlewareFunction } from 'react-router';
import { env } from './env.server';
import { cspNonce, hasBuyerCookies } from './security-headers.server';

export const GUEST_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** What a shared cache keeps: HTML documents and client navigations' data. */
const CACHEABLE_TYPES = ['text/html', 'text/x-script'];

/** Before rendering: could a shared cache keep this answer? (The answer decides the rest.) */
function sharedCacheCandidate(request: Request): boolean {
  return request.method === 'GET' && !env.content.staging && !hasBuyerCookies(request);
}

function sharedCacheMay(request: Request, response: Response): boolean {
  if (!sharedCacheCandidate(request) || response.status !== 200) return false;
  if (response.headers.has('Set-Cookie')) return false;
  if (/\b(private|no-store)\b/.test(response.headers.get('Cache-Control') ?? '')) return false;
  const type = response.headers.get('Content-Type') ?? '';
  return CACHEABLE_TYPES.some((cacheable) => type.startsWith(cacheable));
}

/** If-None-Match against our ETag, compared weakly (RFC 9110 §13.1.2); `*` matches any. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(etag));
}

/**
 * The page's digest without its CSP nonce (which differs on every answer), over the bytes as
 * they are: no decoding to text and back, the parts between the nonce's occurrences hashed
 * in turn.
 */
export function nonceFreeDigest(body: Uint8Array, nonce: string): string {
  const hash = createHash('sha256');
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  let start = 0;
  if (nonce !== '') {
    const needle = Buffer.from(nonce);
    for (let at = bytes.indexOf(needle, start); at !== -1; at = bytes.indexOf(needle, start)) {
      hash.update(bytes.subarray(start, at));
      start = at + needle.length;
    }
  }
  hash.update(bytes.subarray(start));
  return hash.digest('base64url').slice(0, 27);
}

/**
 * After the buyer session (which marks a buyer's answers private) and inside the security
 * headers: the ETag is taken over the body without this answer's CSP nonce, so every guest's
 * copy of a page has the same one; the 304 carries no Content-Type, hence no new CSP whose
 * nonce would not match the body a cache already holds.
 */
export const guestPageCache: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  if (!sharedCacheMay(request, response)) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const etag = `W/"${nonceFreeDigest(body, context.get(cspNonce))}"`;
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', GUEST_PAGE_CACHE_CONTROL);
  headers.set('ETag', etag);
  // The same URL is a buyer's own page once a session or cart cookie comes with it.
  headers.append('Vary', 'Cookie');
  if (etagMatches(request.headers.get('If-None-Match'), etag)) {
    const notModified = new Headers();
    for (const name of ['Cache-Control', 'ETag', 'Vary']) {
      const value = headers.get(name);
      if (value !== null) notModified.set(name, value);
    }
    return new Response(null, { status: 304, headers: notModified });
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
};
