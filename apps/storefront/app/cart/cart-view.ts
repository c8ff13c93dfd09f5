import { cartSchema, type Cart } from '@shop/api';
import type { ContainerLine } from '@shop/domain';
import { isContainerCart, roundToCents, scaleCartTotals } from '@shop/domain';
import { z } from 'zod';

// The commerce cart carries more than SPEC §3 names (brand, unit volume, image, tax): the
// @shop/api schema keeps them as loose fields; they are read here, each one defaulting
// rather than failing, so an older or hosted cart without them still renders.
const lineExtrasSchema = z.object({
  brand_id: z.number().int().nullish().catch(null),
  volume: z.number().nullish().catch(null),
  image_url: z.string().nullish().catch(null),
  extended_list_price: z.number().nullish().catch(null),
});

const cartExtrasSchema = z.object({
  tax_amount: z.number().nullish().catch(null),
  customer_group: z.string().nullish().catch(null),
});

export interface CartViewLine {
  id: string;
  productId: number;
  variantId: number;
  sku: string;
  name: string;
  quantity: number;
  listPrice: number;
  brandId: number | null;
  /** CBM of one unit, null when the product has no size. */
  volume: number | null;
  imageUrl: string | null;
  lineTotal: number;
}

export interface CartView {
  id: string;
  lines: CartViewLine[];
  /** List-price figures as the commerce cart reports them. */
  subtotal: number;
  total: number;
  taxes: number;
  customerGroup: string | null;
  isContainer: boolean;
}

export function toCartView(cart: Cart): CartView {
  const parsed = cartSchema.parse(cart);
  const extras = cartExtrasSchema.parse(parsed);
  const lines = parsed.line_items.physical_items.map((item) => {
    const more = lineExtrasSchema.parse(item);
    return {
      id: String(item.id),
      productId: item.product_id,
      variantId: item.variant_id,
      sku: item.sku ?? '',
      name: item.name,
      quantity: item.quantity,
      listPrice: item.list_price,
      brandId: more.brand_id ?? null,
      volume: more.volume ?? null,
      imageUrl: more.image_url ?? null,
      lineTotal: more.extended_list_price ?? roundToCents(item.list_price * item.quantity),
    };
  });
  return {
    id: parsed.id,
    lines,
    subtotal: parsed.base_amount,
    total: parsed.cart_amount,
    taxes: extras.tax_amount ?? roundToCents(parsed.cart_amount - parsed.base_amount),
    customerGroup: extras.customer_group ?? null,
    isContainer: isContainerCart(lines),
  };
}

/** Lines as the container rules read them; lines of unknown brand cannot fill a container. */
export function containerLines(lines: readonly CartViewLine[]): ContainerLine[] {
  return lines.flatMap((line) =>
    line.brandId === null
      ? []
      : [{ brandId: line.brandId, quantity: line.quantity, volume: line.volume }],
  );
}

/**
 * What the customer pays (SPEC §6: RRP subtotal and total × 0.6). Taxes follow the scaled
 * figures so that subtotal + taxes = total on screen for every group.
 */
export function payableTotals(cart: CartView, groupName: string | null | undefined) {
  const scaled = scaleCartTotals({ subtotal: cart.subtotal, total: cart.total }, groupName);
  return {
    subtotal: scaled.subtotal,
    total: scaled.total,
    taxes: roundToCents(scaled.total - scaled.subtotal),
  };
}
