import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { RequestPayloadError } from '../errors/request-payload-error';
import { ResponseShapeError } from '../errors/response-shape-error';
import { orderCreatePayloadSchema } from '../orders/orders.schemas';
import { productionOfOrder } from './production';
import { factorySlotSchema } from './production.schemas';

const invoice = (type: 'deposit' | 'balance', value: string) => ({
  id: type === 'deposit' ? 1 : 2,
  invoiceNumber: `INV-7-3-${type === 'deposit' ? 'D' : 'B'}`,
  orderNumber: '7',
  type,
  dueDate: '2026-12-04',
  originalBalance: { code: 'AUD', value },
  openBalance: { code: 'AUD', value },
  status: 0,
  statusLabel: 'Open',
});

const production = (brandId: number) => ({
  factory: { id: brandId, name: 'Foshan Oak' },
  proforma_number: `PI-7-${String(brandId)}`,
  container: {
    equipment_reference: 'SHPU0000017',
    carrier_booking_reference: `TF7-${String(brandId)}`,
    iso_equipment_code: '22GP',
  },
  container_value: 1000,
  deposit_percent: 30,
  slot: { key: '2026-12-04', cutoff_at: '2026-12-04T09:00:00.000Z' },
  etd: { planned: '2027-01-18' },
  eta: { planned: '2027-02-08' },
  invoices: [invoice('deposit', '300.00'), invoice('balance', '700.00')],
});

describe('productionOfOrder', () => {
  it('parses the production metafields of each factory and leaves the others alone', () => {
    const parsed = productionOfOrder([
      { namespace: 'container_size', key: 'factoryID:3', value: '67CBM' },
      { namespace: 'production', key: 'factory:9', value: JSON.stringify(production(9)) },
      { namespace: 'production', key: 'factory:3', value: JSON.stringify(production(3)) },
      { namespace: 'production', key: 'notes', value: 'not ours' },
    ]);
    expect(parsed.map((entry) => entry.factory.id)).toEqual([3, 9]);
    expect(parsed[0]?.invoices.map((entry) => entry.type)).toEqual(['deposit', 'balance']);
    expect(parsed[0]?.slot.key).toBe('2026-12-04');
  });

  it('reads the estimated and actual departure and arrival once the events report them', () => {
    const sailed = {
      ...production(3),
      etd: { planned: '2027-01-18', estimated: '2027-01-20', actual: '2027-01-21' },
      eta: { planned: '2027-02-08', estimated: '2027-02-11' },
    };
    const value = JSON.stringify(sailed);
    const [parsed] = productionOfOrder([{ namespace: 'production', key: 'factory:3', value }]);
    expect(parsed?.etd).toEqual(sailed.etd);
    expect(parsed?.eta).toEqual(sailed.eta);
    const badDate = JSON.stringify({ ...sailed, eta: { planned: '2027-02-08', actual: 'soon' } });
    expect(() =>
      productionOfOrder([{ namespace: 'production', key: 'factory:3', value: badDate }]),
    ).toThrow(ResponseShapeError);
  });

  it('answers nothing for an order without production', () => {
    expect(productionOfOrder([])).toEqual([]);
    expect(
      productionOfOrder([{ namespace: 'container_size', key: 'factoryID:3', value: '67CBM' }]),
    ).toEqual([]);
  });

  it('throws ResponseShapeError on a value that is not JSON or not the promised shape', () => {
    const key = 'factory:3';
    expect(() => productionOfOrder([{ namespace: 'production', key, value: '{oops' }])).toThrow(
      ResponseShapeError,
    );
    const { invoices: _, ...withoutInvoices } = production(3);
    expect(() =>
      productionOfOrder([{ namespace: 'production', key, value: JSON.stringify(withoutInvoices) }]),
    ).toThrow(/invoices/);
    const badStatus = { ...production(3), invoices: [{ ...invoice('deposit', '1'), status: 5 }] };
    expect(() =>
      productionOfOrder([{ namespace: 'production', key, value: JSON.stringify(badStatus) }]),
    ).toThrow(ResponseShapeError);
  });
});

describe('factorySlotSchema', () => {
  it('reads a factory slot as GET /production/slots answers it, and refuses one without its next slot', () => {
    const slot = {
      key: '2026-12-04',
      cutoffAt: '2026-12-04T09:00:00.000Z',
      departure: '2027-01-18',
    };
    const factory = {
      brand_id: 3,
      factory: 'Foshan Oak',
      calendar: {
        timeZone: 'Asia/Shanghai',
        cutoffWeekday: 5,
        cutoffTime: '17:00',
        leadTimeDays: 45,
        transitDays: 21,
        containersPerSlot: 4,
      },
      terms: { depositPercent: 30, depositDueDays: 7, balanceDueDaysBeforeDeparture: 7 },
      next_slot: {
        ...slot,
        words: {
          cutoff: 'Fri 4 Dec',
          cutoffTime: '17:00 Asia/Shanghai',
          departure: '18 Jan',
          sentence: 'Order by Fri 4 Dec for the slot that departs around 18 Jan',
        },
      },
      full_slots_skipped: [],
    };
    expect(factorySlotSchema.parse(factory).next_slot.key).toBe('2026-12-04');
    const { next_slot: _, ...withoutNext } = factory;
    expect(factorySlotSchema.safeParse(withoutNext).success).toBe(false);
  });
});

describe('production slots on the order and the call', () => {
  const order = {
    cartId: 'c1',
    customer_id: 3,
    billing_address: {},
    shipping_address: {},
  };

  it('sends the slot the buyer was shown per factory, and refuses anything but a date by brand id', () => {
    expect(
      orderCreatePayloadSchema.parse({ ...order, production_slots: { '3': '2026-12-04' } })
        .production_slots,
    ).toEqual({ '3': '2026-12-04' });
    expect(
      orderCreatePayloadSchema.safeParse({ ...order, production_slots: { '3': '4 Dec' } }).success,
    ).toBe(false);
    expect(
      orderCreatePayloadSchema.safeParse({ ...order, production_slots: { brand: '2026-12-04' } })
        .success,
    ).toBe(false);
  });

  it('checks the brand ids before sending anything', async () => {
    // Port 9 (discard) is never contacted: the payload check fails first.
    const client = createApiClient({
      apiBaseUrl: 'http://127.0.0.1:9/api',
      productServiceBaseUrl: 'http://127.0.0.1:9/ps',
    });
    await expect(client.production.slots([])).rejects.toBeInstanceOf(RequestPayloadError);
    await expect(client.production.slots([0])).rejects.toBeInstanceOf(RequestPayloadError);
    await expect(client.customers.orderShipments('x1')).rejects.toBeInstanceOf(RequestPayloadError);
  });
});
