import { HEADER_COLLECTIONS_MAX } from './constants';
import { pathSegments } from './paths';

/** The category fields the navigation rules read (a category tree item, behaviour.md#entities). */
export interface NavCategory {
  name: string;
  path?: string | null;
  productCount?: number | null;
}

/** A header or alert link (behaviour.md#site-settings). */
export interface AuthLink {
  required_auth?: boolean | null;
}

/** The slug a category is known by: the last segment of its path, else its name. */
function slugOf(category: NavCategory): string {
  const segments = pathSegments(category.path);
  const slug = segments.at(-1) ?? category.name.trim().replace(/\s+/g, '-');
  return slug.toLowerCase();
}

/**
 * behaviour.md#chrome: the header collections dropdown: at most 8 child categories, by productCount
 * descending (a missing count is 0; ties keep their order).
 */
export function collectionsDropdown<T extends NavCategory>(
  children: readonly T[] | null | undefined,
  max: number = HEADER_COLLECTIONS_MAX,
): T[] {
  return [...(children ?? [])]
    .sort((a, b) => (b.productCount ?? 0) - (a.productCount ?? 0))
    .slice(0, Math.max(0, max));
}

/**
 * behaviour.md#chrome: the footer 'categories' column: every shop category except `collections`,
 * with `shop-all` moved first; the rest keep their order.
 */
export function footerCategories<T extends NavCategory>(
  categories: readonly T[] | null | undefined,
): T[] {
  const shown = (categories ?? []).filter((category) => slugOf(category) !== 'collections');
  const shopAll = shown.filter((category) => slugOf(category) === 'shop-all');
  return [...shopAll, ...shown.filter((category) => !shopAll.includes(category))];
}

/** behaviour.md#chrome, #roles: links marked `required_auth` show only to logged-in customers. */
export function visibleLinks<T extends AuthLink>(
  links: readonly T[] | null | undefined,
  loggedIn: boolean,
): T[] {
  return (links ?? []).filter((link) => loggedIn || link.required_auth !== true);
}

/** behaviour.md#product: site settings are read as `draft` when the staging flag is set, else `published`. */
export function contentVersion(staging: boolean | null | undefined): 'draft' | 'published' {
  return staging === true ? 'draft' : 'published';
}
