import {
  assetUrl,
  categoryHref,
  footerCategories,
  visibleLinks,
  type NavCategory as DomainNavCategory,
} from '@shop/domain';
import type { FooterColumn, HeaderNavImage, NavCategory, NavEntry, NavLink } from '@shop/ui';
import { resolveContentLink } from '../fields/resolve-link';
import type { LinkValue } from '../fields/fields';
import type { ChromeSettings } from './schema';

function hrefOf(link: LinkValue): string | null {
  const resolved = resolveContentLink(link);
  return resolved.status === 'ok' ? resolved.href : null;
}

function kindOf(name: string): NavEntry['kind'] {
  const key = name.trim().toLowerCase();
  return key === 'shop' || key === 'collections' ? key : null;
}

/**
 * The header entries a visitor may see (behaviour.md#chrome, #roles: `required_auth` only when logged in,
 * by domain's `visibleLinks`), as @shop/ui `NavEntry`s. An entry without a link has
 * `href: null`: the header shows it as a dropdown; `shop` and `collections` are marked so
 * the app can attach their categories.
 */
export function headerNavigation(settings: ChromeSettings | null, loggedIn: boolean): NavEntry[] {
  return visibleLinks(settings?.header_navigation, loggedIn).map((entry) => ({
    id: entry._uid,
    name: entry.name,
    href: hrefOf(entry.link),
    requiredAuth: entry.required_auth,
    kind: kindOf(entry.name),
  }));
}

/**
 * The settings' `header_nav_image` (behaviour.md#site-settings) as @shop/ui's `Header` shows it in its
 * dropdowns: the asset under `assetBaseUrl` (where content pictures are served), with the
 * editor's alt text; null when the settings have none (or an unsafe URL).
 */
export function headerNavImage(
  settings: ChromeSettings | null,
  assetBaseUrl = '',
): HeaderNavImage | null {
  const image = settings?.header_nav_image;
  const src = assetUrl(image?.src, assetBaseUrl);
  return image && src !== null ? { src, alt: image.alt } : null;
}

/** The alert bar links a visitor may see; a link without a usable target is left out. */
export function alertLinks(settings: ChromeSettings | null, loggedIn: boolean): NavLink[] {
  return visibleLinks(settings?.alert_links, loggedIn).flatMap((entry) => {
    const href = hrefOf(entry.link);
    return href === null
      ? []
      : [{ id: entry.id || entry._uid, name: entry.name, href, requiredAuth: entry.required_auth }];
  });
}

/** The footer_navigation columns; links without a usable target are left out. */
export function footerColumns(settings: ChromeSettings | null): FooterColumn[] {
  return (settings?.footer_navigation ?? []).map((column) => ({
    id: column._uid,
    title: column.title,
    links: column.links.flatMap((link) => {
      const href = hrefOf(link.link);
      return href === null ? [] : [{ id: link._uid, name: link.name, href }];
    }),
  }));
}

/** A category of the shop's tree as the chrome reads it (behaviour.md#entities). */
export interface ShopCategory extends DomainNavCategory {
  entityId?: number | string | null;
}

/**
 * The footer 'categories' column (behaviour.md#chrome): domain's `footerCategories` (no
 * `collections`, shop-all first), each linked with domain's `categoryHref`.
 */
export function footerCategoryLinks(
  categories: readonly ShopCategory[] | null | undefined,
): NavCategory[] {
  return footerCategories(categories).map((category, index) => ({
    id: String(category.entityId ?? category.path ?? index),
    name: category.name,
    href: categoryHref(category.path),
    path: category.path ?? null,
    productCount: category.productCount ?? null,
  }));
}

/** The same column as a @shop/ui `FooterColumn`, for a footer fed columns only. */
export function footerCategoriesColumn(
  categories: readonly ShopCategory[] | null | undefined,
  title = 'Categories',
): FooterColumn {
  return {
    id: 'categories',
    title,
    links: footerCategoryLinks(categories).map(({ id, name, href }) => ({ id, name, href })),
  };
}
