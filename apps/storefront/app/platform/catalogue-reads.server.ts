// The public reads every guest's page makes — the category tree, listings, sizes, a
// product's details, the brands, content stories — answered from this process's shared
// copies (shared-data.server.ts) instead of the backend for every request. Customer data
// (profile, prices, cart, orders) is never read here. Stories follow the content service's
// change feed; catalogue reads are at most SHARED_DATA_SECONDS old (the backend keeps its
// own catalogue answers CATALOGUE_CACHE_SECONDS), and a product URL not yet known is
// looked up again (product-handle.server.ts).
import { RequestPayloadError, type AvailableProductsPayload } from '@shop/api';
import { CONTAINER_METAFIELD_NAMESPACE } from '@shop/domain';
import { z } from 'zod';
import { serverApi } from './api.server';
import { env } from './env.server';
import { contentChangeWatch } from './content-changes.server';
import { sharedData } from './shared-data.server';

type ListingPayload = NonNullable<AvailableProductsPayload>;

const tree = sharedData(() => serverApi().graphql.categoryTree(), { max: 1 });
const listings = sharedData((key: string) =>
  serverApi().catalogue.productListing(JSON.parse(key) as ListingPayload),
);
const sizes = sharedData((key: string) =>
  serverApi().graphql.productsSizes(
    JSON.parse(key) as { productIDs: number[]; variantIDs: number[] },
  ),
);
const products = sharedData((sku: string) => serverApi().graphql.productStockDetails({ sku }), {
  max: 2000,
});
const brands = sharedData(() => serverApi().catalogue.brands(), { max: 1 });
/** Each factory's own container (`container_size` brand metafields): the capacity a cart falls back to. */
const brandContainers = sharedData(
  () => serverApi().catalogue.brandMetafields({ namespace: CONTAINER_METAFIELD_NAMESPACE }),
  { max: 1 },
);
/** storyblok-js-client rejects with `{ status }`; a slug the API refuses is missing too. */
export function isNotFound(error: unknown): boolean {
  if (error instanceof RequestPayloadError) return true;
  return z.object({ status: z.literal(404) }).safeParse(error).success;
}

const stories = sharedData(
  // A story that is not there is shared too: a missing page is asked for as often. Any
  // other failure is thrown, so the last good copy stays.
  async (slug: string) => {
    try {
      return { found: true as const, answer: await serverApi().content.story(slug) };
    } catch (error) {
      if (isNotFound(error)) return { found: false as const, answer: null };
      throw error;
    }
  },
  { max: 1000 },
);
// Published stories show within a second: the space's cache version says when to forget.
const contentChanged = contentChangeWatch(() => {
  stories.clear();
});

export const catalogueReads = {
  categoryTree: () => tree.get('tree'),
  productListing: (payload: ListingPayload) => listings.get(JSON.stringify(payload)),
  productsSizes: (variables: { productIDs: number[]; variantIDs: number[] }) =>
    sizes.get(JSON.stringify(variables)),
  productStockDetails: (sku: string) => products.get(sku),
  brands: () => brands.get('brands'),
  brandContainers: () => brandContainers.get('containers'),
  /** The story's answer, or null when there is no such story. */
  story: async (slug: string): Promise<unknown> => {
    if (env.sharedDataSeconds > 0) await contentChanged();
    return (await stories.get(slug)).answer;
  },
};
