// The root loader's chrome: site settings from the content API and the category tree from
// GraphQL, turned into @shop/ui's props by @shop/cms-blocks and @shop/domain. A failing
// service leaves its part of the chrome empty instead of failing every page.
import type { ApiClient } from '@shop/api';
import {
  alertLinks,
  footerCategoriesColumn,
  footerCategoryLinks,
  footerColumns,
  headerNavigation,
  parseSiteSettings,
  type SiteSettings,
} from '@shop/cms-blocks';
import { categoryHref, pathSegments } from '@shop/domain';
import type { FooterColumn, NavCategory, NavEntry } from '@shop/ui/navigation';
import { loadCategoryTree } from './catalogue/category-tree.server';
import { EMPTY_TOAST, type SiteChrome } from './chrome';
import { isNotFound } from './content.server';

/** The settings story, or null when there is none (logged as 'No site settings found'). */
async function siteSettings(api: ApiClient): Promise<SiteSettings | null> {
  try {
    return parseSiteSettings(await api.content.story('site-settings'));
  } catch (error) {
    if (!isNotFound(error)) console.error('Site settings could not be loaded', error);
    return parseSiteSettings(null);
  }
}

interface TreeNode {
  name: string;
  path: string;
  entityId: number;
  productCount: number;
  children?: readonly TreeNode[] | null;
}

function navCategories(nodes: readonly TreeNode[] | null | undefined): NavCategory[] {
  return (nodes ?? []).map((node) => ({
    id: String(node.entityId),
    name: node.name,
    href: categoryHref(node.path),
    path: node.path,
    productCount: node.productCount,
  }));
}

const isCollections = (node: TreeNode) => pathSegments(node.path).at(-1) === 'collections';

/** Dropdown entries get their categories: `shop` the top level, `collections` its children. */
function withCategories(entries: NavEntry[], tree: readonly TreeNode[]): NavEntry[] {
  const collections = tree.find(isCollections)?.children;
  return entries.map((entry) => {
    if (entry.href) return entry;
    if (entry.kind === 'collections') return { ...entry, children: navCategories(collections) };
    return { ...entry, children: navCategories(tree) };
  });
}

const isCategoriesColumn = (column: FooterColumn) =>
  column.title.trim().toLowerCase() === 'categories';

/**
 * SPEC §2: the footer's 'categories' column lists the shop categories. Editors place it
 * among the settings' columns (an empty column titled Categories), so it is filled in
 * there; without one, @shop/ui's Footer adds its own first.
 */
function footer(settings: SiteSettings | null, tree: readonly TreeNode[]) {
  const columns = footerColumns(settings);
  if (!columns.some(isCategoriesColumn))
    return { footerColumns: columns, footerCategories: footerCategoryLinks(tree) };
  const { links } = footerCategoriesColumn(tree);
  return {
    footerColumns: columns.map((column) =>
      isCategoriesColumn(column) ? { ...column, links } : column,
    ),
    footerCategories: null,
  };
}

function absoluteUrl(url: string | null, base: string): string | null {
  return url ? new URL(url, `${base}/`).href : null;
}

export async function loadChrome(
  api: ApiClient,
  { loggedIn, assetBaseUrl }: { loggedIn: boolean; assetBaseUrl: string },
): Promise<SiteChrome> {
  const [settings, tree] = await Promise.all([siteSettings(api), loadCategoryTree(api)]);
  return {
    loggedIn,
    entries: withCategories(headerNavigation(settings, loggedIn), tree),
    alertLinks: alertLinks(settings, loggedIn),
    ...footer(settings, tree),
    mailingScript: absoluteUrl(settings?.mailchimp_script ?? null, assetBaseUrl),
    // A hidden toast's text need not travel to the browser.
    toast: settings?.toast.show ? settings.toast : EMPTY_TOAST,
  };
}
