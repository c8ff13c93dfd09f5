/**
 * Catalogue images and documents come as backend paths (`/images/products/101/hero.svg`);
 * the browser loads them from the backend as it sees it. Absolute URLs pass through.
 */
export function assetUrl(base: string, path: string | null | undefined): string | null {
  if (typeof path !== 'string' || path.trim() === '') return null;
  const value = path.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return value;
  return `${base.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`;
}
