import type { Order } from '@shop/api';
import { describe, expect, it } from 'vitest';
import { addressLine, orderDate, toOrderRow } from './order-view';

const order: Order = {
  id: 7,
  customer_id: 3,
  status: 'Awaiting Fulfillment',
  status_id: 11,
  date_created: '2026-10-01T08:30:00.000Z',
  date_modified: '2026-10-01T08:30:00.000Z',
  costumer_order_number: 'PO-1',
  order_notes: '',
  billing_address: {
    first_name: 'Ana',
    last_name: 'Cruz',
    company: '',
    street_1: '1 Ayala Ave',
    street_2: '',
    city: 'Makati',
    state: '',
    zip: '1226',
    country: 'Philippines',
    country_code: 'PH',
    phone: '',
    email: '',
  },
  subtotal_ex_tax: 1122.27,
  subtotal_inc_tax: 1234.5,
  total_tax: 112.23,
  total_ex_tax: 1122.27,
  total_inc_tax: 1234.5,
  items_total: 3,
  currency_code: 'AUD',
};

describe('order view', () => {
  it('shows the order fields the history lists', () => {
    expect(toOrderRow(order)).toEqual({
      id: 7,
      date_created: '2026-10-01',
      status: 'Awaiting Fulfillment',
      costumer_order_number: 'PO-1',
      total_inc_tax: '$1,234.50',
      items_total: '3',
    });
  });

  it('keeps a date it cannot read as the platform wrote it', () => {
    expect(orderDate('soon')).toBe('soon');
    expect(orderDate('2026-12-31T23:59:59+00:00')).toBe('2026-12-31');
  });

  it('joins the filled parts of an address', () => {
    expect(addressLine(['1 Main St', '', null, 'Manila', ' 1000 '])).toBe(
      '1 Main St, Manila, 1000',
    );
  });
});
