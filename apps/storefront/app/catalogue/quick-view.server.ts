// What the quick view shows beyond the card (behaviour.md#modals): the variants with their swatches, two
// more pictures, and for a customer the price of each variant (the price-list call) — read
// on the server with the buyer's session, so the browser needs no commerce client.
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
}

export async function loadQuickView(
  session: BuyerSession,
  sku: string,
  assetBase: string,
): Promise<QuickViewDetails | null> {
  const [{ site }, customer] = await Promise.all([
    catalogueReads.productStockDetails(sku),
    session.customer(),
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
  };
}
