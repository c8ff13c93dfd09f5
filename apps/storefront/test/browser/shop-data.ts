// What the browser tests set up straight through the backend's API, as another device or
// the wholesaler's staff would: a logged-in customer, and the demo catalogue's sellable
// products with their unit volume (to fill containers on purpose).
import { createApiClient, type ApiClient } from '@shop/api';
import { isContainerLineName, itemVolume, productDimensions } from '@shop/domain';
import type { Stack } from './servers';

export interface Session {
  api: ApiClient;
  token: string;
  customerId: number;
}

export function backendApi(stack: Stack): ApiClient {
  return createApiClient({
    apiBaseUrl: `${stack.backendUrl}/api`,
    productServiceBaseUrl: `${stack.backendUrl}/product-service`,
    graphql: { endpoint: `${stack.backendUrl}/graphql`, token: 'demo-storefront-token' },
  });
}

/** The backend's own login, as the login form calls it. */
export async function logIn(stack: Stack, email = 'buyer@example.com'): Promise<Session> {
  const { token } = await backendApi(stack).customers.login({
    email,
    password: 'demo-password-1',
  });
  const api = backendApi(stack);
  return { api, token, customerId: (await api.customers.profile({ token })).id };
}

export interface CatalogueItem {
  productId: number;
  variantId: number;
  brandId: number;
  name: string;
  /** CBM of one unit. */
  volume: number;
  isContainer: boolean;
  /** The platform URL (`/oak-desk/`): the product page is `/product` + this. */
  path: string;
}

const cache = new Map<string, Promise<CatalogueItem[]>>();

/** Purchasable products with plenty of stock and a size. */
export function sellable(stack: Stack): Promise<CatalogueItem[]> {
  let items = cache.get(stack.backendUrl);
  if (!items) {
    items = readSellable(backendApi(stack));
    cache.set(stack.backendUrl, items);
  }
  return items;
}

function platformUrl(customUrl: unknown): string {
  const url = (customUrl as { url?: unknown } | null | undefined)?.url;
  return typeof url === 'string' ? url : '';
}

async function readSellable(api: ApiClient): Promise<CatalogueItem[]> {
  const listed = await api.catalogue.availableProducts({ limit: 1000 });
  const items: Omit<CatalogueItem, 'volume'>[] = [];
  for (const product of listed) {
    const variants = (product.variants ?? []) as {
      id: number;
      inventory_level: number;
      purchasing_disabled: boolean;
    }[];
    const best = [...variants]
      .filter((variant) => !variant.purchasing_disabled)
      .sort((a, b) => b.inventory_level - a.inventory_level)[0];
    if (!best || best.inventory_level < 100 || typeof product.brand_id !== 'number') continue;
    const name = String(product.name);
    items.push({
      productId: product.id,
      variantId: best.id,
      brandId: product.brand_id,
      name,
      isContainer: isContainerLineName(name),
      path: platformUrl(product.custom_url),
    });
  }
  const sized: CatalogueItem[] = [];
  for (let start = 0; start < items.length; start += 50) {
    const slice = items.slice(start, start + 50);
    const answer = await api.graphql.productsSizes({
      productIDs: slice.map((item) => item.productId),
      variantIDs: [],
    });
    for (const { node } of answer.site.products.edges ?? []) {
      const item = slice.find((candidate) => candidate.productId === node.entityId);
      const volume = itemVolume(productDimensions(node.metafields));
      if (item && volume !== null) sized.push({ ...item, volume });
    }
  }
  return sized;
}

/** A cart line of `item`. */
export const lineOf = (item: CatalogueItem, quantity: number) => ({
  product_id: item.productId,
  variant_id: item.variantId,
  quantity,
});
