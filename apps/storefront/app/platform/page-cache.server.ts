// Guest pages a CDN (or any shared cache) may keep (behaviour.md#performance): the same catalogue page is the
// same for every guest, so it is `public` for a minute and served stale for ten more while
// the cache revalidates, with an ETag that answers a matching If-None-Match with 304.
// A buyer's pages (a session or cart cookie, or one being set) stay `private, no-store`
// (buyer-session.server.ts), as do draft-mode pages and anything but a 200.
import { hash } from 'node:crypto';
import type { MiddlewareFunction } from 'react-router';
import { documentResponse, renderedBody } from './document-body.server';
import { mayBeShared } from './shared-pages.server';

export const GUEST_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** What a shared cache keeps: HTML documents and client navigations' data. */
const CACHEABLE_TYPES = ['text/html', 'text/x-script'];

function sharedCacheMay(request: Request, response: Response): boolean {
  if (!mayBeShared(request) || response.status !== 200) return false;
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

/** The page's digest: a guest's page carries no nonce, so every copy of it has the same one. */
function digest(body: Uint8Array): string {
  return hash('sha256', body, 'base64url').slice(0, 27);
}

/**
 * After the buyer session (which marks a buyer's answers private) and inside the security
 * headers: the ETag is taken over the body, which for a guest's page holds no nonce (it was
 * sealed: its CSP lists its scripts' hashes, shared-page-scripts.server.ts), so every copy of
 * a page has the same one; the 304 carries no Content-Type, hence no CSP: a cache keeps the
 * one it stored with the body.
 */
export const guestPageCache: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (!sharedCacheMay(request, response)) return response;
  const rendered = renderedBody(response);
  const body = rendered ?? new Uint8Array(await response.arrayBuffer());
  const etag = `W/"${digest(body)}"`;
  if (etagMatches(request.headers.get('If-None-Match'), etag)) {
    // What the 200 would have said about caching, and nothing else.
    const notModified = new Headers();
    const vary = response.headers.get('Vary');
    if (vary !== null) notModified.set('Vary', vary);
    return new Response(null, { status: 304, headers: sharedCacheHeaders(notModified, etag) });
  }
  // A document this server rendered keeps its Response, headers changed in place; any other
  // answer was read out above, so it is answered anew from its bytes.
  if (rendered) {
    sharedCacheHeaders(response.headers, etag);
    return response;
  }
  return documentResponse(body, {
    status: response.status,
    statusText: response.statusText,
    headers: sharedCacheHeaders(new Headers(response.headers), etag),
  });
};

/** `headers` with what a shared cache needs to keep and revalidate the page. */
function sharedCacheHeaders(headers: Headers, etag: string): Headers {
  headers.set('Cache-Control', GUEST_PAGE_CACHE_CONTROL);
  headers.set('ETag', etag);
  // The same URL is a buyer's own page once a session or cart cookie comes with it.
  headers.append('Vary', 'Cookie');
  return headers;
}
