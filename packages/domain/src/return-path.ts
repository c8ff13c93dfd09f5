/** A base no real request has: a path that resolves away from it names another site. */
const BASE = 'http://return-path.invalid';

/** The parts of a WHATWG URL read here. */
interface ResolvedUrl {
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}
/**
 * The WHATWG URL class every runtime of this package has (browsers, Node), reached through
 * globalThis: the package's lib is plain ES2023, and a global declaration of its own would
 * clash with a consumer's DOM or Node types.
 */
const WhatwgUrl = (globalThis as unknown as { URL: new (url: string, base: string) => ResolvedUrl })
  .URL;

/** Longer than any page of this shop; a longer value is refused rather than parsed. */
const RETURN_PATH_MAX_LENGTH = 2048;

/**
 * A path of this site to send the browser back to, taken from a request (a form's
 * `return_to`, a query parameter), or `fallback`. Browsers read `/\evil.com`, `//evil.com`,
 * `/\t/evil.com` (tabs and line breaks are dropped) and `/a/../..//evil.com` as another
 * site, so the value is resolved the way a browser resolves it (WHATWG URL) and kept only
 * when it stays on this origin with a path that does not start with `//`; what comes back is
 * the resolved path, query and hash, never the raw text.
 */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX_LENGTH) return fallback;
  if (!value.startsWith('/')) return fallback;
  let url: ResolvedUrl;
  try {
    url = new WhatwgUrl(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
