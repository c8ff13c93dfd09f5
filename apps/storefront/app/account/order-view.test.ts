import { describe, expect, it } from 'vitest';
import { addressLine, toOrderRow } from './order-view';

describe('order view', () => {
  it('reads the order fields the history shows', () => {
    expect(
      toOrderRow({
        id: 7,
        date_created: '2026-10-01T08:30:00.000Z',
        status: 'Awaiting Fulfillment',
        costumer_order_number: 'PO-1',
        total_inc_tax: '1234.5',
        items_total: 3,
      }),
    ).toEqual({
      id: 7,
      date_created: '2026-10-01',
      status: 'Awaiting Fulfillment',
      costumer_order_number: 'PO-1',
      total_inc_tax: '$1,234.50',
      items_total: '3',
    });
  });

  it('leaves missing or odd fields blank instead of failing', () => {
    expect(toOrderRow({ id: 8, total_inc_tax: 'lots', date_created: 'soon' })).toEqual({
      id: 8,
      date_created: 'soon',
      status: '',
      costumer_order_number: '',
      total_inc_tax: '',
      items_total: '',
    });
  });

  it('joins the filled parts of an address', () => {
    expect(addressLine(['1 Main St', '', null, 'Manila', ' 1000 '])).toBe(
      '1 Main St, Manila, 1000',
    );
  });
});
