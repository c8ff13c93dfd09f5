import type { CategoryTreeItem, ProductListing, ProductSize } from '@shop/api';
import { isNewArrivalsPath, NEW_ARRIVALS_FALLBACK_COUNT, NEW_ARRIVALS_PATH } from '@shop/domain';
import type { BreadcrumbItem } from '@shop/ui/catalogue';
import { crumbsTo, findCategory, toCategoryLink, type CategoryLink } from './category-tree';
import type { BuyerSession } from '../platform/buyer-session.server';
import { catalogueReads } from '../platform/catalogue-reads.server';
import { brandNames } from './brand-names.server';
import { customerPrices, pricingCustomer } from './customer.server';
import type { PricingCustomer } from './pricing-customer';
import { toCardProduct, type CardProduct } from './listing';

/** Products per category page. */
export const CATEGORY_PAGE_SIZE = 24;

export interface CategoryPageData {
  title: string;
  /** The category's path, or null for /shop (every category). */
  path: string | null;
  breadcrumbs: BreadcrumbItem[];
  subCategories: CategoryLink[];
  products: CardProduct[];
  page: number;
  totalPages: number;
  totalProducts: number;
  customer: PricingCustomer | null;
  /** What the page lists, when it is not simply the category's products (new arrivals). */
  intro: string | null;
}

/** The newest first: the listing order of new arrivals. */
const NEWEST_FIRST = { sort: 'date_created', direction: 'desc' } as const;

/**
 * New arrivals (behaviour.md#new-arrivals): the category's products, newest first. With nothing filed under
 * it (or no such category in the tree) the page is never empty: the catalogue's newest
 * `NEW_ARRIVALS_FALLBACK_COUNT` products stand in, on one page.
 */
export async function newArrivalsListing(
  categoryId: number | null,
  page: number,
): Promise<ProductListing> {
  if (categoryId !== null) {
    const filed = await catalogueReads.productListing({
      page,
      limit: CATEGORY_PAGE_SIZE,
      category_id: categoryId,
      ...NEWEST_FIRST,
    });
    if ((filed.pagination?.total ?? filed.products.length) > 0) return filed;
  }
  const newest = await catalogueReads.productListing({
    page: 1,
    limit: NEW_ARRIVALS_FALLBACK_COUNT,
    ...NEWEST_FIRST,
  });
  return { products: page === 1 ? newest.products : [], pagination: null };
}

/** The page number of `?page=`, 1 when absent; null when it is not a positive integer. */
export function pageParam(url: URL): number | null {
  const raw = url.searchParams.get('page');
  if (raw === null || raw === '') return 1;
  return /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

/** The products' sizes (GraphQL ProductsSizes); empty when the call fails (logged). */
export async function sizesOf(productIds: number[]): Promise<Map<number, ProductSize>> {
  const sizes = new Map<number, ProductSize>();
  if (productIds.length === 0) return sizes;
  try {
    const { site } = await catalogueReads.productsSizes({ productIDs: productIds, variantIDs: [] });
    for (const edge of site.products.edges ?? []) sizes.set(edge.node.entityId, edge.node);
  } catch (error) {
    // Sizes are a detail of the card: without them the grid still renders (N/A).
    console.error('Product sizes fetch failed', error);
  }
  return sizes;
}

/**
 * Everything a category page shows, or null when no category has this path (a 404).
 * `categoryPath` is the category's own path (`/shop-all/chairs/`), or null for /shop.
 */
export async function loadCategoryPage(
  session: BuyerSession,
  categoryPath: string | null,
  page: number,
  assetBase: string,
): Promise<CategoryPageData | null> {
  const { site } = await catalogueReads.categoryTree();
  const tree: CategoryTreeItem[] = site.categoryTree;
  const match = categoryPath === null ? null : findCategory(tree, categoryPath);
  const newArrivals = isNewArrivalsPath(match?.category.path ?? categoryPath);
  if (categoryPath !== null && match === null && !newArrivals) return null;

  const customerPromise = pricingCustomer(session);
  const [listing, brands, customer] = await Promise.all([
    newArrivals
      ? newArrivalsListing(match?.category.entityId ?? null, page)
      : catalogueReads.productListing({
          page,
          limit: CATEGORY_PAGE_SIZE,
          ...(match ? { category_id: match.category.entityId } : {}),
        }),
    brandNames(),
    customerPromise,
  ]);
  const [sizes, prices] = await Promise.all([
    sizesOf(listing.products.map((product) => product.id)),
    customerPrices(
      session,
      customer,
      listing.products.map((product) => (product.variants ?? []).map((variant) => variant.sku)),
    ),
  ]);

  // The last crumb is this page: the category itself, or Shop.
  const title = match?.category.name ?? (newArrivals ? 'New Arrivals' : 'Shop');
  const breadcrumbs = match
    ? [...crumbsTo(match).slice(0, -1), { label: match.category.name, href: null }]
    : [{ label: title, href: null }];
  const children = match ? (match.category.children ?? []) : newArrivals ? [] : tree;
  const totalProducts = listing.pagination?.total ?? listing.products.length;
  return {
    title,
    path: match?.category.path ?? (newArrivals ? NEW_ARRIVALS_PATH : null),
    breadcrumbs,
    subCategories: children.map(toCategoryLink),
    products: listing.products.map((product) =>
      toCardProduct(product, { assetBase, brands, sizes, prices }),
    ),
    page,
    totalPages: listing.pagination?.total_pages ?? 1,
    totalProducts,
    customer,
    intro: newArrivals ? 'The newest products in the range, newest first.' : null,
  };
}
