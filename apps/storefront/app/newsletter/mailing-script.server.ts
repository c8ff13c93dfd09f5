/**
 * Whether `url` is one a Content-Security-Policy source `source` (an origin, or an origin
 * with a path) allows: the same origin, and for a path the same file, or anything below a path
 * ending in `/` (CSP's path matching, so the page's check and the browser's agree).
 */
export function matchesSource(url: URL, source: string): boolean {
  const allowed = new URL(source);
  if (url.origin !== allowed.origin) return false;
  if (allowed.pathname === '/') return true;
  return allowed.pathname.endsWith('/')
    ? url.pathname.startsWith(allowed.pathname)
    : url.pathname === allowed.pathname;
}

/**
 * The site settings' `mailchimp_script`, resolved against the backend, and only from an
 * allowed source (MAILING_SCRIPT_ORIGINS: origins, or origins with a path): whoever edits
 * content must not be able to put a script of their choosing on every page
 * (behaviour.md#security). Anything else is left out and logged.
 */
export function allowedMailingScript(
  url: string | null | undefined,
  base: string,
  origins: readonly string[],
): string | null {
  if (!url) return null;
  let resolved: URL;
  try {
    resolved = new URL(url, `${base}/`);
  } catch {
    return null;
  }
  if (
    (resolved.protocol === 'https:' || resolved.protocol === 'http:') &&
    origins.some((source) => matchesSource(resolved, source))
  )
    return resolved.href;
  console.warn(
    `Site settings: the mailing script ${resolved.href} is not from an allowed source (MAILING_SCRIPT_ORIGINS); left out`,
  );
  return null;
}
