/**
 * The index stores images as backend paths (`/images/…`); the browser loads them from
 * the backend as it sees it. Absolute and protocol-relative URLs are kept.
 */
export function assetUrl(src: string | null | undefined, base: string): string | null {
  if (!src) return null;
  return base !== '' && src.startsWith('/') && !src.startsWith('//') ? `${base}${src}` : src;
}
