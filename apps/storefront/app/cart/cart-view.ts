import type { Cart } from '@shop/api';
import type { CartLineItem } from '@shop/ui/cart';
import {
  assetUrl,
  isContainerCart,
  isContainerLineName,
  roundToCents,
  scaleCartTotals,
} from '@shop/domain';

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
  /** Ships by the container (behaviour.md#cart-states: the name ends with `(Container)`). */
  isContainer: boolean;
}

/** A line as @shop/ui's cart draws it: its picture resolved against the backend. */
export function cartLineItem(line: CartViewLine, assetBaseUrl: string): CartLineItem {
  return {
    id: line.id,
    name: line.name,
    sku: line.sku,
    quantity: line.quantity,
    listPrice: line.listPrice,
    imageUrl: assetUrl(line.imageUrl, assetBaseUrl),
    lineTotal: line.lineTotal,
  };
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
    isContainer: isContainerLineName(item.name),
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

/**
 * What the customer pays (behaviour.md#roles: RRP subtotal and total × 0.6). Taxes follow the scaled
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
