import { cartSchema } from '@shop/api';
import { describe, expect, it } from 'vitest';
import { payableTotals, toCartView } from './cart-view';

// Carts reach the view through @shop/api's client, which parses them with cartSchema: so do
// these.
const cart = (overrides: Record<string, unknown> = {}, lines: Record<string, unknown>[] = []) =>
  cartSchema.parse({
    id: 'c1',
    base_amount: 1000,
    cart_amount: 1100,
    tax_amount: 100,
    customer_group: 'Trade',
    line_items: {
      physical_items: lines.map((line, index) => ({
        id: `l${String(index)}`,
        product_id: 10 + index,
        variant_id: 100 + index,
        sku: `SKU-${String(index)}`,
        name: 'Oak table (Container)',
        quantity: 2,
        list_price: 250,
        ...line,
      })),
    },
    ...overrides,
  });

describe('toCartView', () => {
  it('reads the lines with brand, unit volume and image, and the totals', () => {
    const view = toCartView(
      cart({}, [
        { brand_id: 40, volume: 1.2, image_url: '/images/a.svg', extended_list_price: 500 },
      ]),
    );
    expect(view).toMatchObject({
      id: 'c1',
      subtotal: 1000,
      total: 1100,
      taxes: 100,
      customerGroup: 'Trade',
      isContainer: true,
    });
    expect(view.lines[0]).toEqual({
      id: 'l0',
      productId: 10,
      variantId: 100,
      sku: 'SKU-0',
      name: 'Oak table (Container)',
      quantity: 2,
      listPrice: 250,
      brandId: 40,
      volume: 1.2,
      imageUrl: '/images/a.svg',
      lineTotal: 500,
      isContainer: true,
    });
  });

  it('falls back field by field when a cart lacks or garbles the extras', () => {
    const view = toCartView(
      cart({ tax_amount: 'ten', customer_group: undefined }, [
        { brand_id: 'forty', volume: null, name: 'Side chair', sku: null },
      ]),
    );
    expect(view.taxes).toBe(100);
    expect(view.customerGroup).toBeNull();
    expect(view.isContainer).toBe(false);
    expect(view.lines[0]).toMatchObject({ brandId: null, volume: null, sku: '', lineTotal: 500 });
  });

  it('never sees a cart that is not one: the schema refuses it', () => {
    expect(() => cartSchema.parse({ id: '' })).toThrow();
  });
});

describe('payableTotals', () => {
  it('is the cart as it is for trade customers', () => {
    expect(payableTotals(toCartView(cart()), 'Trade')).toEqual({
      subtotal: 1000,
      taxes: 100,
      total: 1100,
    });
  });

  it('scales subtotal and total by 0.6 for RRP, with taxes that add up', () => {
    const totals = payableTotals(
      toCartView(cart({ base_amount: 999.99, cart_amount: 1099.99 })),
      'RRP',
    );
    expect(totals).toEqual({ subtotal: 599.99, total: 659.99, taxes: 60 });
    expect(totals.subtotal + totals.taxes).toBeCloseTo(totals.total, 10);
  });
});
