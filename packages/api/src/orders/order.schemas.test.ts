import { describe, expect, it } from 'vitest';
import { fullOrderSchema, orderSchema } from './order.schemas';

const address = {
  first_name: 'Ana',
  last_name: 'Cruz',
  company: 'Cruz Interiors',
  street_1: '1 Ayala Ave',
  street_2: '',
  city: 'Makati',
  state: '',
  zip: '1226',
  country: 'Philippines',
  country_code: 'PH',
  phone: '09171234567',
  email: 'ana@example.com',
};

const order = {
  id: 7,
  customer_id: 3,
  status: 'Awaiting Fulfillment',
  status_id: 11,
  date_created: '2026-10-01T08:30:00.000Z',
  date_modified: '2026-10-01T08:30:00.000Z',
  costumer_order_number: 'PO-1',
  order_notes: '',
  billing_address: address,
  subtotal_ex_tax: 100,
  subtotal_inc_tax: 110,
  total_tax: 10,
  total_ex_tax: 100,
  total_inc_tax: 110,
  items_total: 3,
  currency_code: 'AUD',
};

describe('the order shape', () => {
  it('reads amounts sent as decimal strings, as the hosted platform sends them', () => {
    const parsed = orderSchema.parse({ ...order, total_inc_tax: '1234.5000', total_tax: '-0.50' });
    expect(parsed.total_inc_tax).toBe(1234.5);
    expect(parsed.total_tax).toBe(-0.5);
    expect(orderSchema.safeParse({ ...order, total_inc_tax: 'lots' }).success).toBe(false);
  });

  it('reads text the platform leaves out or sends as null as blank', () => {
    const { costumer_order_number: _, ...withoutReference } = order;
    const parsed = orderSchema.parse({
      ...withoutReference,
      order_notes: null,
      billing_address: { ...address, company: null, street_2: undefined, state: null },
    });
    expect(parsed.costumer_order_number).toBe('');
    expect(parsed.order_notes).toBe('');
    expect(parsed.billing_address).toMatchObject({ company: '', street_2: '', state: '' });
  });

  it('refuses an order without what every order has', () => {
    for (const field of ['id', 'status', 'date_created', 'billing_address', 'total_inc_tax']) {
      const broken = Object.fromEntries(Object.entries(order).filter(([key]) => key !== field));
      expect(orderSchema.safeParse(broken).success, field).toBe(false);
    }
    expect(orderSchema.safeParse({ ...order, items_total: -1 }).success).toBe(false);
  });

  it('reads an order whole with its lines and shipping addresses', () => {
    const full = fullOrderSchema.parse({
      ...order,
      products: [
        {
          id: 1,
          order_id: 7,
          product_id: 101,
          variant_id: 1001,
          sku: 'CH-1',
          name: 'Oak chair',
          quantity: 3,
          base_price: 40,
          price_ex_tax: '33.3300',
          price_inc_tax: 36.66,
          total_ex_tax: 99.99,
          total_inc_tax: 109.99,
        },
      ],
      shipping_addresses: [
        {
          ...address,
          id: 4,
          order_id: 7,
          country_iso2: 'PH',
          items_total: 3,
          items_shipped: 0,
          shipping_method: 'Container freight',
          cost_ex_tax: 0,
        },
      ],
    });
    expect(full.products[0]?.price_ex_tax).toBe(33.33);
    expect(full.shipping_addresses[0]?.shipping_method).toBe('Container freight');
    expect(
      fullOrderSchema.safeParse({ ...order, products: [{ id: 1 }], shipping_addresses: [] })
        .success,
    ).toBe(false);
  });
});
