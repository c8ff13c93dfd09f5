import type { ApiClient, CategoryTreeItem, ProductSize } from '@shop/api';
import type { BreadcrumbItem } from '@shop/ui/catalogue';
import { crumbsTo, findCategory, toCategoryLink, type CategoryLink } from './category-tree';
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
}

/** The page number of `?page=`, 1 when absent; null when it is not a positive integer. */
export function pageParam(url: URL): number | null {
  const raw = url.searchParams.get('page');
  if (raw === null || raw === '') return 1;
  return /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

async function sizesOf(api: ApiClient, productIds: number[]): Promise<Map<number, ProductSize>> {
  const sizes = new Map<number, ProductSize>();
  if (productIds.length === 0) return sizes;
  try {
    const { site } = await api.graphql.productsSizes({ productIDs: productIds, variantIDs: [] });
    for (const edge of site.products.edges ?? []) sizes.set(edge.node.entityId, edge.node);
  } catch (error) {
    // Sizes are a detail of the card: without them the grid still renders (N/A).
    console.error('Product sizes fetch failed', error);
  }
  return sizes;
}

async function brandNames(api: ApiClient): Promise<Map<number, string>> {
  try {
    return new Map((await api.catalogue.brands()).map((brand) => [brand.id, brand.name]));
  } catch (error) {
    console.error('Brand fetch failed', error);
    return new Map();
  }
}

/**
 * Everything a category page shows, or null when no category has this path (a 404).
 * `categoryPath` is the category's own path (`/shop-all/chairs/`), or null for /shop.
 */
export async function loadCategoryPage(
  api: ApiClient,
  categoryPath: string | null,
  page: number,
  assetBase: string,
): Promise<CategoryPageData | null> {
  const { site } = await api.graphql.categoryTree();
  const tree: CategoryTreeItem[] = site.categoryTree;
  const match = categoryPath === null ? null : findCategory(tree, categoryPath);
  if (categoryPath !== null && match === null) return null;

  const customerPromise = pricingCustomer(api);
  const [listing, brands, customer] = await Promise.all([
    api.catalogue.productListing({
      page,
      limit: CATEGORY_PAGE_SIZE,
      ...(match ? { category_id: match.category.entityId } : {}),
    }),
    brandNames(api),
    customerPromise,
  ]);
  const [sizes, prices] = await Promise.all([
    sizesOf(
      api,
      listing.products.map((product) => product.id),
    ),
    customerPrices(
      api,
      customer,
      listing.products.map((product) => (product.variants ?? []).map((variant) => variant.sku)),
    ),
  ]);

  // The last crumb is this page: the category itself, or Shop.
  const breadcrumbs = match
    ? [...crumbsTo(match).slice(0, -1), { label: match.category.name, href: null }]
    : [{ label: 'Shop', href: null }];
  const children = match ? (match.category.children ?? []) : tree;
  const totalProducts = listing.pagination?.total ?? listing.products.length;
  return {
    title: match?.category.name ?? 'Shop',
    path: match?.category.path ?? null,
    breadcrumbs,
    subCategories: children.map(toCategoryLink),
    products: listing.products.map((product) =>
      toCardProduct(product, { assetBase, brands, sizes, prices }),
    ),
    page,
    totalPages: listing.pagination?.total_pages ?? 1,
    totalProducts,
    customer,
  };
}
