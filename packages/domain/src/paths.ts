/**
 * The path segments of a path or URL: scheme and host, query and hash dropped, empty
 * segments (doubled or trailing slashes) removed. `'https://x.com//a/b/?q#h'` → `['a','b']`.
 */
export function pathSegments(path: string | null | undefined): string[] {
  if (typeof path !== 'string') return [];
  const withoutOrigin = path.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const pathname = withoutOrigin.replace(/[?#].*$/s, '');
  return pathname.split('/').filter((segment) => segment !== '');
}

/**
 * A pathname in the one form this package compares and builds: a leading slash, no
 * doubled or trailing slash, no query or hash; `''` and `'/'` are `'/'`.
 */
export function normalisePathname(path: string | null | undefined): string {
  return `/${pathSegments(path).join('/')}`;
}
