// Content comes from editors (and, in draft mode, from anyone with editor access), so any
// URL that reaches an href or src is checked against an allow-list of schemes. Browsers
// ignore ASCII whitespace and control characters inside a scheme (`java\tscript:`), so
// they are removed before the scheme is read.

// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);

function schemeOf(url: string): string | null {
  const match = SCHEME.exec(url.replace(IGNORED_BY_BROWSERS, ''));
  return match?.[1]?.toLowerCase() ?? null;
}

function isSafe(url: string, schemes: ReadonlySet<string>): boolean {
  const trimmed = url.trim();
  if (trimmed === '') return false;
  // Protocol-relative `//evil.example` is an external link in disguise; allowed for images only.
  const scheme = schemeOf(trimmed);
  return scheme === null || schemes.has(scheme);
}

/** A link target that is relative, `#…`, `?…`, http(s), `mailto:` or `tel:`; otherwise `null`. */
export function safeHref(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  return isSafe(url, LINK_SCHEMES) ? url.trim() : null;
}

/** An image source that is relative or http(s) (no `data:`, `javascript:`, `blob:`); otherwise `null`. */
export function safeImageSrc(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  return isSafe(url, IMAGE_SCHEMES) ? url.trim() : null;
}

/** Whether a link leaves the storefront's router: absolute, protocol-relative, mail or phone. */
export function isExternalHref(href: string): boolean {
  return schemeOf(href) !== null || href.startsWith('//');
}
