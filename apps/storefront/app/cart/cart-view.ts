import type { Cart } from '@shop/api';
import type { ContainerLine } from '@shop/domain';
import { isContainerCart, roundToCents, scaleCartTotals } from '@shop/domain';

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

/** The cart as the panel, checkout and container builder draw it (`@shop/api` checked its shape). */
export function toCartView(cart: Cart): CartView {
  const lines = cart.line_items.physical_items.map((item) => ({
    id: String(item.id),
    productId: item.product_id,
    variantId: item.variant_id,
    sku: item.sku ?? '',
    name: item.name,
    quantity: item.quantity,
    listPrice: item.list_price,
    brandId: item.brand_id ?? null,
    volume: item.volume ?? null,
    imageUrl: item.image_url ?? null,
    lineTotal: item.extended_list_price ?? roundToCents(item.list_price * item.quantity),
  }));
  return {
    id: cart.id,
    lines,
    subtotal: cart.base_amount,
    total: cart.cart_amount,
    taxes: cart.tax_amount ?? roundToCents(cart.cart_amount - cart.base_amount),
    customerGroup: cart.customer_group ?? null,
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
