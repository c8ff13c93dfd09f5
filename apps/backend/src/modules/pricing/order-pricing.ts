import { priceForGroup, roundToCents, scaleCartTotals } from '@shop/domain';

export interface PricedLineInput {
  productId: number;
  variantId: number;
  sku: string;
  name: string;
  quantity: number;
  /** The customer's price-list price (or the catalogue price). */
  listPrice: number;
}

/** Cart figures at list price: what the commerce cart reports (base_amount, cart_amount: behaviour.md#entities). */
export function cartAmounts(
  lines: readonly { listPrice: number; quantity: number }[],
  taxRate: number,
) {
  const baseAmount = roundToCents(lines.reduce((sum, l) => sum + l.listPrice * l.quantity, 0));
  const cartAmount = roundToCents(baseAmount * (1 + taxRate));
  return { baseAmount, cartAmount, taxAmount: roundToCents(cartAmount - baseAmount) };
}

/**
 * What an order records: unit prices per customer group and the cart subtotal and total
 * scaled by the group rule, so the order holds the same amounts the storefront showed.
 */
export function priceOrderLines(
  lines: readonly PricedLineInput[],
  groupName: string,
  taxRate: number,
) {
  const { baseAmount, cartAmount } = cartAmounts(lines, taxRate);
  const scaled = scaleCartTotals({ subtotal: baseAmount, total: cartAmount }, groupName);
  const priced = lines.map((l) => {
    const unit = priceForGroup(l.listPrice, groupName).price;
    const unitInc = roundToCents(unit * (1 + taxRate));
    return {
      productId: l.productId,
      variantId: l.variantId,
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      basePrice: l.listPrice,
      priceExTax: unit,
      priceIncTax: unitInc,
      totalExTax: roundToCents(unit * l.quantity),
      totalIncTax: roundToCents(unitInc * l.quantity),
    };
  });
  return {
    lines: priced,
    totals: {
      subtotalExTax: scaled.subtotal,
      subtotalIncTax: scaled.total,
      totalTax: roundToCents(scaled.total - scaled.subtotal),
      totalExTax: scaled.subtotal,
      totalIncTax: scaled.total,
      discountAmount: roundToCents(baseAmount - scaled.subtotal),
      itemsTotal: lines.reduce((sum, l) => sum + l.quantity, 0),
    },
  };
}
