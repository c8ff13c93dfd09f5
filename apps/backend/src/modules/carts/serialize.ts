// The cart's answers as JSON (behaviour.md#entities): the cart, its metafields, and each
// line's result of a line-by-line write.
import { priceForGroup, roundToCents, scaleCartTotals } from '@shop/domain';
import type { LineVerdict } from '@shop/domain';
import { cartAmounts } from '../pricing/order-pricing';
import type { CartMetafieldRow } from './repository/metafields';
import { refusalText } from './rules';
import type { LoadedCart } from './types';

/** The cart (behaviour.md#entities): list prices from the price list, group prices and scaled totals from @shop/domain. */
export function cartJson(loaded: LoadedCart, taxRate: number) {
  const { cart, lines, groupName } = loaded;
  const amounts = cartAmounts(lines, taxRate);
  const scaled = scaleCartTotals(
    { subtotal: amounts.baseAmount, total: amounts.cartAmount },
    groupName,
  );
  return {
    id: cart.id,
    customer_id: cart.customerId ?? 0,
    currency: { code: cart.currency },
    tax_included: false,
    tax_rate: taxRate,
    base_amount: amounts.baseAmount,
    discount_amount: 0,
    tax_amount: amounts.taxAmount,
    cart_amount: amounts.cartAmount,
    customer_group: groupName,
    /** What the customer's group pays (RRP: 60%), the amounts an order records. */
    group_amounts: {
      base_amount: scaled.subtotal,
      cart_amount: scaled.total,
      discount_label: priceForGroup(1, groupName).discountLabel,
    },
    line_items: {
      physical_items: lines.map((l) => {
        const group = priceForGroup(l.listPrice, groupName);
        return {
          id: l.id,
          parent_id: null,
          product_id: l.productId,
          variant_id: l.variantId,
          sku: l.sku,
          name: l.name,
          url: l.path,
          brand_id: l.brandId,
          quantity: l.quantity,
          image_url: l.imageUrl,
          list_price: l.listPrice,
          sale_price: group.price,
          extended_list_price: roundToCents(l.listPrice * l.quantity),
          extended_sale_price: roundToCents(group.price * l.quantity),
          discount_label: group.discountLabel,
          is_container: l.isContainer,
          volume: l.volume,
          options: l.options,
        };
      }),
      digital_items: [],
      custom_items: [],
      gift_certificates: [],
    },
    created_time: cart.createdAt.toISOString(),
    updated_time: cart.updatedAt.toISOString(),
  };
}

export function metafieldJson(m: CartMetafieldRow) {
  return {
    id: m.id,
    permission_set: m.permissionSet,
    namespace: m.namespace,
    key: m.key,
    value: m.value,
    description: m.description,
    resource_type: 'cart',
    resource_id: m.cartId,
    date_created: m.createdAt.toISOString(),
    date_modified: m.updatedAt.toISOString(),
  };
}

/** A line's result in the answer of a line-by-line write (`lines=each`). */
export function lineResultJson(verdict: LineVerdict) {
  const { request } = verdict;
  return {
    product_id: request.productId,
    variant_id: request.variantId,
    requested: request.quantity,
    added: verdict.status === 'refused' ? 0 : verdict.quantity,
    status: verdict.status,
    ...(verdict.status === 'added'
      ? {}
      : {
          reason: verdict.refusal.reason,
          ...(verdict.refusal.reason === 'stock' ? { available: verdict.refusal.available } : {}),
          message: refusalText(verdict.refusal),
        }),
  };
}
