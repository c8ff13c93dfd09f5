import { normalisePathname, pathSegments } from './paths';

/** A content-service (Storyblok multilink) link, as behaviour.md#site-settings lists it. */
export interface ContentLink {
  linktype?: string | null;
  cached_url?: string | null;
  url?: string | null;
  email?: string | null;
  story?: {
    path?: string | null;
    full_slug?: string | null;
    content?: { component?: string | null; path?: string | null } | null;
  } | null;
}

function text(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Link building (behaviour.md#links), in this order:
 * 1. a telephone link (`tel:…` in `cached_url` or `url`) is used as is;
 * 2. `linktype` `email` → `mailto:{address}` (an existing `mailto:` is not doubled);
 * 3. `linktype` `url` → the url as is (`/` when empty);
 * 4. cached url `home` → `/`;
 * 5. a story whose content component is `category` → `/shop/{path}` ({@link categoryHref});
 * 6. anything else → `/{cached_url}` with slashes normalised (`''` → `/`).
 * A missing link goes to `/`.
 */
export function contentLinkHref(link: ContentLink | null | undefined): string {
  const cachedUrl = text(link?.cached_url);
  const url = text(link?.url);
  const phone = [cachedUrl, url].find((candidate) => /^tel:/i.test(candidate));
  if (phone !== undefined) return phone;
  if (link?.linktype === 'email') {
    const address = text(link.email) || cachedUrl || url;
    return /^mailto:/i.test(address) ? address : `mailto:${address}`;
  }
  if (link?.linktype === 'url') return url || cachedUrl || '/';
  if (cachedUrl === 'home') return '/';
  const story = link?.story;
  if (story?.content?.component === 'category') {
    return categoryHref(story.path ?? story.content.path ?? '');
  }
  // Keep a query or hash an editor typed (`about#team`); only the path is normalised.
  const cut = cachedUrl.search(/[?#]/);
  const suffix = cut === -1 ? '' : cachedUrl.slice(cut);
  return `${normalisePathname(cachedUrl)}${suffix}`;
}

/** A search hit of the products index (behaviour.md#entities). */
export interface SearchHitLink {
  productUrl?: string | null;
}

/**
 * behaviour.md#links: a search hit opens `/product{productUrl}`. The platform's product URLs look
 * like `/oak-desk/`; the result is `/product/oak-desk` (one slash between, no trailing
 * slash, an absolute URL reduced to its path). A hit without a URL goes to `/`, where
 * the guard would send a bare `/product` anyway.
 */
export function searchHitHref(hit: SearchHitLink | null | undefined): string {
  const segments = pathSegments(hit?.productUrl);
  return segments.length === 0 ? '/' : `/product/${segments.join('/')}`;
}

/**
 * behaviour.md#links: a category opens `/shop{categoryPath}`. Category paths look like `/chairs/`
 * or `/shop-all/`; the result is `/shop/chairs`, and an empty path is `/shop`.
 */
export function categoryHref(path: string | null | undefined): string {
  const segments = pathSegments(path);
  return segments.length === 0 ? '/shop' : `/shop/${segments.join('/')}`;
}

/**
 * behaviour.md#search-bar: Enter in the search bar goes to `/search?term={term}` for a non-blank term
 * (trimmed, URL-encoded); a blank term gives `null` (ignored).
 */
export function searchHref(term: string | null | undefined): string | null {
  const trimmed = text(term);
  return trimmed === '' ? null : `/search?term=${encodeURIComponent(trimmed)}`;
}

/**
 * Where the browser loads an asset the backend names by path (`/images/products/101/a.svg`):
 * under `base` (the backend or CDN as the browser sees it; trailing slashes ignored). Absolute
 * (`https:`, `data:`) and protocol-relative URLs pass through, as does every path when `base`
 * is `''` (same origin). Nothing, or only blanks, is `null`.
 */
export function assetUrl(src: string | null | undefined, base: string): string | null {
  if (typeof src !== 'string' || src.trim() === '') return null;
  const value = src.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return value;
  const root = base.replace(/\/+$/, '');
  if (root === '') return value;
  return `${root}/${value.replace(/^\/+/, '')}`;
}
