// What the quick view shows beyond the card (behaviour.md#modals): the variants with their swatches, two
// more pictures, and for a customer the price of each variant (the price-list call) — read
// on the server with the buyer's session, so the browser needs no commerce client. A company
// buyer also gets their container lists, for "Add to container list" below the add.
import { listChoices, type ListChoice } from '../account/lists/list-choices.server';
import type { BuyerSession } from '../platform/buyer-session.server';
import { catalogueReads } from '../platform/catalogue-reads.server';
import { customerPrices } from './customer.server';
import { galleryOf, variantsOf, type VariantView } from './stock-product';

export interface QuickViewDetails {
  entityId: number;
  name: string;
  brand: { id: number; name: string } | null;
  /** Each variant with the customer's price (null for guests and when none is known). */
  variants: (VariantView & { price: number | null })[];
  /** The main picture and two more (behaviour.md#modals). */
  images: string[];
  /** The buyer's lists they may add to; null for guests and customers in no company. */
  lists: ListChoice[] | null;
}

export async function loadQuickView(
  session: BuyerSession,
  sku: string,
  assetBase: string,
): Promise<QuickViewDetails | null> {
  const [{ site }, customer, lists] = await Promise.all([
    catalogueReads.productStockDetails(sku),
    session.customer(),
    listChoices(session),
  ]);
  const product = site.product;
  if (product === null) return null;
  const variants = variantsOf(product, assetBase);
  const prices = await customerPrices(
    session,
    customer ? { id: customer.id, group: customer.group?.name ?? null } : null,
    [variants.map((variant) => variant.sku)],
  );
  return {
    entityId: product.entityId,
    name: product.name,
    brand: product.brand ? { id: product.brand.entityId, name: product.brand.name } : null,
    variants: variants.map((variant) => ({
      ...variant,
      price: prices.get(variant.entityId) ?? null,
    })),
    images: galleryOf(product, assetBase)
      .filter((item) => item.type === 'image')
      .map((item) => item.url)
      .slice(0, 3),
    lists,
  };
}
