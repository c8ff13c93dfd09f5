// The root loader's chrome: site settings from the content API and the category tree from
// GraphQL, turned into @shop/ui's props by @shop/cms-blocks and @shop/domain. A failing
// service leaves its part of the chrome empty instead of failing every page.
import {
  alertLinks,
  footerCategoriesColumn,
  footerCategoryLinks,
  footerColumns,
  headerNavigation,
  headerNavImage,
  parseSiteSettings,
  type ChromeSettings,
} from '@shop/cms-blocks';
import { categoryHref, collectionsDropdown, pathSegments } from '@shop/domain';
import type { FooterColumn, NavCategory, NavEntry } from '@shop/ui/navigation';
import { loadCategoryTree } from '../catalogue/category-tree.server';
import { EMPTY_TOAST, type SiteChrome } from './chrome';
import { catalogueReads } from '../platform/catalogue-reads.server';
import { env } from '../platform/env.server';
import { allowedMailingScript } from '../newsletter/mailing-script.server';

// The settings parsed once per copy of the story: the shared read (catalogue-reads.server.ts)
// hands every request the same object until it is read again, and parsing it is a good part
// of a small page's work. A story that does not parse is not remembered, so it is logged for
// every page as before.
const parsedSettings = new WeakMap<object, ChromeSettings>();

/** The settings story, or null when there is none (logged as 'No site settings found'). */
async function siteSettings(): Promise<ChromeSettings | null> {
  try {
    const story = await catalogueReads.story('site-settings');
    const remembered =
      typeof story === 'object' && story !== null ? parsedSettings.get(story) : undefined;
    if (remembered) return remembered;
    const settings = parseSiteSettings(story);
    if (settings && typeof story === 'object' && story !== null)
      parsedSettings.set(story, settings);
    return settings;
  } catch (error) {
    console.error('Site settings could not be loaded', error);
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

// What the header and the mobile menu show of a category, and no more: the page carries this
// data to the browser on every document.
function navCategories(nodes: readonly TreeNode[] | null | undefined): NavCategory[] {
  return (nodes ?? []).map((node) => ({
    id: String(node.entityId),
    name: node.name,
    href: categoryHref(node.path),
  }));
}

const isCollections = (node: TreeNode) => pathSegments(node.path).at(-1) === 'collections';

/** Dropdown entries get their categories: `shop` the top level, `collections` its children. */
function withCategories(entries: NavEntry[], tree: readonly TreeNode[]): NavEntry[] {
  const collections = tree.find(isCollections)?.children;
  return entries.map((entry) => {
    if (entry.href) return entry;
    // The dropdown's eight, ranked here by their product counts (behaviour.md#chrome), so the
    // counts and the rest of the collections need not travel with every page.
    if (entry.kind === 'collections')
      return { ...entry, children: navCategories(collectionsDropdown(collections)) };
    return { ...entry, children: navCategories(tree) };
  });
}

const isCategoriesColumn = (column: FooterColumn) =>
  column.title.trim().toLowerCase() === 'categories';

/**
 * behaviour.md#chrome: the footer's 'categories' column lists the shop categories. Editors place it
 * among the settings' columns (an empty column titled Categories), so it is filled in
 * there; without one, @shop/ui's Footer adds its own first.
 */
function footer(settings: ChromeSettings | null, tree: readonly TreeNode[]) {
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

type SharedChrome = Omit<SiteChrome, 'mailingScript'>;

function buildChrome(
  settings: ChromeSettings | null,
  tree: readonly TreeNode[],
  loggedIn: boolean,
  assetBaseUrl: string,
): SharedChrome {
  return {
    loggedIn,
    entries: withCategories(headerNavigation(settings, loggedIn), tree),
    // The header_nav_image of the site settings (behaviour.md#site-settings), served with the other content pictures.
    navImage: headerNavImage(settings, assetBaseUrl),
    alertLinks: alertLinks(settings, loggedIn),
    ...footer(settings, tree),
    // A hidden toast's text need not travel to the browser.
    toast: settings?.toast.show ? settings.toast : EMPTY_TOAST,
  };
}

// The chrome made from one copy of the settings and one of the category tree (both shared
// by every request until read again) is the same for every page of a guest, and of a buyer:
// made once per pair, remembered weakly. The mailing script is checked on every page, as it
// logs one that is not allowed.
const chromes = new WeakMap<
  ChromeSettings,
  WeakMap<readonly TreeNode[], Map<string, SharedChrome>>
>();

function sharedChrome(
  settings: ChromeSettings | null,
  tree: readonly TreeNode[],
  loggedIn: boolean,
  assetBaseUrl: string,
): SharedChrome {
  if (settings === null) return buildChrome(settings, tree, loggedIn, assetBaseUrl);
  let byTree = chromes.get(settings);
  if (!byTree) {
    byTree = new WeakMap();
    chromes.set(settings, byTree);
  }
  let byViewer = byTree.get(tree);
  if (!byViewer) {
    byViewer = new Map();
    byTree.set(tree, byViewer);
  }
  const key = `${String(loggedIn)} ${assetBaseUrl}`;
  let chrome = byViewer.get(key);
  if (!chrome) {
    chrome = buildChrome(settings, tree, loggedIn, assetBaseUrl);
    byViewer.set(key, chrome);
  }
  return chrome;
}

export async function loadChrome({
  loggedIn,
  assetBaseUrl,
}: {
  loggedIn: boolean;
  assetBaseUrl: string;
}): Promise<SiteChrome> {
  const [settings, tree] = await Promise.all([siteSettings(), loadCategoryTree()]);
  const chrome = sharedChrome(settings, tree, loggedIn, assetBaseUrl);
  // The fields in their order as before, so the page's serialised data is byte for byte the same.
  return {
    loggedIn: chrome.loggedIn,
    entries: chrome.entries,
    navImage: chrome.navImage,
    alertLinks: chrome.alertLinks,
    footerColumns: chrome.footerColumns,
    footerCategories: chrome.footerCategories,
    mailingScript: allowedMailingScript(
      settings?.mailchimp_script,
      assetBaseUrl,
      env.mailingScriptOrigins,
    ),
    toast: chrome.toast,
  };
}
