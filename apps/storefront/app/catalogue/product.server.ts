import type { BreadcrumbItem } from '@shop/ui/catalogue';
import { formatVolume, type GalleryItem } from '@shop/domain';
import { crumbsTo, deepestCategory } from './category-tree';
import { loadCategoryTree } from './category-tree.server';
import { catalogueReads } from '../platform/catalogue-reads.server';
import type { BuyerSession } from '../platform/buyer-session.server';
import { customerPrices, pricingCustomer } from './customer.server';
import type { PricingCustomer } from './pricing-customer';
import type { CardProduct } from './listing';
import { productSkuForHandle } from './product-handle.server';
import { readRelated } from './related.server';
import { productSections, type ProductSection } from './product-sections';
import { galleryOf, metafieldsOf, sizeOf, variantsOf, type VariantView } from './stock-product';

export interface ProductPageData {
  entityId: number;
  name: string;
  sku: string;
  /** The description as plain text (the platform sends HTML). */
  description: string;
  brand: { id: number; name: string } | null;
  availability: string;
  inStock: boolean;
  gallery: GalleryItem[];
  /** Each variant with the customer's price (null for guests and when none is known). */
  variants: (VariantView & { price: number | null })[];
  size: string;
  volume: number | null;
  /** `0.216` style, or N/A. */
  volumeText: string;
  sections: ProductSection[];
  /** The related products (behaviour.md#entities: up to 4) as cards: picture, brand, size, price. */
  related: CardProduct[];
  /** Shop, the trail of its most specific category, then the product itself. */
  breadcrumbs: BreadcrumbItem[];
  customer: PricingCustomer | null;
}

/** Text of an HTML fragment: tags dropped, the common entities read, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The product page of `/product/{handle}`, or null when no product has that URL. */
export async function loadProductPage(
  session: BuyerSession,
  handle: string,
  assetBase: string,
): Promise<ProductPageData | null> {
  const sku = await productSkuForHandle(handle);
  if (sku === null) return null;
  const [{ site }, customer, tree] = await Promise.all([
    catalogueReads.productStockDetails(sku),
    pricingCustomer(session),
    // Without it the trail is Shop › product.
    loadCategoryTree(),
  ]);
  const product = site.product;
  if (product === null) return null;

  const variants = variantsOf(product, assetBase);
  const related = await readRelated(
    (product.relatedProducts.edges ?? []).map(({ node }) => node),
    assetBase,
  );
  // One price-list call for the product's variants and its related products'.
  const prices = await customerPrices(session, customer, [
    variants.map((variant) => variant.sku),
    ...related.skus,
  ]);
  const { size, volume } = sizeOf(product);
  const category = deepestCategory(
    tree,
    (product.categories.edges ?? []).map(({ node }) => node.path),
  );
  return {
    entityId: product.entityId,
    name: product.name,
    sku: product.sku,
    description: plainText(product.description),
    brand: product.brand ? { id: product.brand.entityId, name: product.brand.name } : null,
    availability: product.availabilityV2.description,
    inStock: product.inventory.isInStock,
    gallery: galleryOf(product, assetBase),
    variants: variants.map((variant) => ({
      ...variant,
      price: prices.get(variant.entityId) ?? null,
    })),
    size,
    volume,
    volumeText: formatVolume(volume),
    sections: productSections(metafieldsOf(product), assetBase),
    related: related.cards(prices),
    breadcrumbs: [
      ...(category ? crumbsTo(category) : [{ label: 'Shop', href: '/shop' }]),
      { label: product.name, href: null },
    ],
    customer,
  };
}
