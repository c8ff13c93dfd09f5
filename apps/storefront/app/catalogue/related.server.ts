// The product page's related products (behaviour.md#entities: up to 4, each with sku, name and path from
// the catalogue query) as cards like a category's — picture, brand, size and the customer's
// price. The catalogue query names them only, so the rest is read here, on the
// server, with the product dictionary (SKU → product id) and one listing of those ids; their
// prices come with the product's own, in one call.
import { catalogueReads } from '../platform/catalogue-reads.server';
import { searchHitHref } from '@shop/domain';
import { brandNames } from './brand-names.server';
import { sizesOf } from './category.server';
import { toCardProduct, type CardProduct } from './listing';
import { productDictionary } from './product-dictionary.server';

export interface RelatedNode {
  sku: string;
  name: string;
  path: string;
}

/** A card from the query's own fields, when the catalogue cannot say more. */
function bareCard(node: RelatedNode, index: number): CardProduct {
  return {
    // Cards are keyed by id: a bare one gets its own, never a catalogue id.
    id: -1 - index,
    sku: node.sku,
    name: node.name,
    href: searchHitHref({ productUrl: node.path }),
    imageUrl: null,
    brand: null,
    size: '',
    price: null,
    variants: [],
  };
}

export interface RelatedProducts {
  /** Each related product's variant SKUs: priced in the page's one price-list call. */
  skus: string[][];
  /** The cards, in the query's order, with the prices that call answered. */
  cards(prices: ReadonlyMap<number, number>): CardProduct[];
}

const bare = (nodes: readonly RelatedNode[]): RelatedProducts => ({
  skus: [],
  cards: () => nodes.map(bareCard),
});

/**
 * The related products from the process's shared catalogue reads. A product the dictionary
 * or the listing does not know (just removed) keeps its name and link; a failing read
 * leaves every card bare (logged) rather than failing the product page.
 */
export async function readRelated(
  nodes: readonly RelatedNode[],
  assetBase: string,
): Promise<RelatedProducts> {
  if (nodes.length === 0) return bare(nodes);
  try {
    const dictionary = await productDictionary();
    // Looked up, not searched: a page costs the same with 300 products or 100,000.
    const idOf = (sku: string) => dictionary?.byProductSku.get(sku);
    const ids = [
      ...new Set(
        nodes.flatMap((node) => {
          const id = idOf(node.sku);
          return id === undefined ? [] : [id];
        }),
      ),
    ];
    if (ids.length === 0) return bare(nodes);
    const [listing, brands, sizes] = await Promise.all([
      catalogueReads.productListing({ product_ids: ids, limit: ids.length }),
      brandNames(),
      sizesOf(ids),
    ]);
    return {
      skus: listing.products.map((product) =>
        (product.variants ?? []).map((variant) => variant.sku),
      ),
      cards(prices) {
        const cards = new Map(
          listing.products.map((product) => [
            product.id,
            toCardProduct(product, { assetBase, brands, sizes, prices }),
          ]),
        );
        return nodes.map((node, index) => {
          const id = idOf(node.sku);
          return (id === undefined ? undefined : cards.get(id)) ?? bareCard(node, index);
        });
      },
    };
  } catch (error) {
    console.error('Related products could not be read', error);
    return bare(nodes);
  }
}
