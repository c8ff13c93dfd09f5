import { describe, expect, it } from 'vitest';
import { RequestPayloadError } from '../errors/request-payload-error';
import { createB2bApi } from './b2b';

const order = {
  id: 7,
  orderId: '7',
  createdAt: 1,
  updatedAt: 1,
  totalIncTax: 110,
  currencyCode: 'AUD',
  items: 3,
  userId: 12,
  firstName: 'Jo',
  lastName: 'Junior',
  companyName: 'Buyer Interiors Pty Ltd',
  poNumber: 'PO-1',
  status: 'Shipped',
  statusCode: 2,
};

function clientAnswering(data: unknown) {
  const sent: { operationName: string; variables: Record<string, unknown> }[] = [];
  const api = createB2bApi({
    endpoint: 'http://backend.test/b2b/graphql',
    retryLimit: 0,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push((await new Request(input, init).json()) as (typeof sent)[number]);
      return Response.json({ data });
    },
  });
  return { api, sent };
}

describe('b2b orders', () => {
  it('asks allOrders with isShowMy and orderBy as B2B Edition sends them, and reads who placed each', async () => {
    const { api, sent } = clientAnswering({
      allOrders: {
        totalCount: 1,
        pageInfo: { hasNextPage: false, hasPreviousPage: false },
        edges: [{ node: order }],
      },
    });
    const page = await api.allOrders(
      { isShowMy: '0', orderBy: '-createdAt', first: 20 },
      { token: 't' },
    );
    expect(page.edges[0]?.node).toMatchObject({ firstName: 'Jo', lastName: 'Junior', userId: 12 });
    expect(sent[0]).toMatchObject({
      operationName: 'AllOrders',
      variables: { isShowMy: '0', orderBy: '-createdAt', first: 20 },
    });
  });

  it('refuses an unknown sort, isShowMy or date before sending anything', async () => {
    const { api, sent } = clientAnswering({});
    for (const query of [{ orderBy: 'price' }, { isShowMy: '2' }, { beginDateAt: '1 May' }])
      await expect(api.allOrders(query as never, { token: 't' })).rejects.toBeInstanceOf(
        RequestPayloadError,
      );
    await expect(api.order(0, { token: 't' })).rejects.toBeInstanceOf(RequestPayloadError);
    expect(sent).toHaveLength(0);
  });

  it('reads an order’s detail, its amounts as decimal strings', async () => {
    const address = {
      first_name: 'Jo',
      last_name: 'Junior',
      company: '',
      street_1: '1 George St',
      street_2: '',
      city: 'Sydney',
      state: '',
      zip: '2000',
      country: 'Australia',
      country_iso2: 'AU',
      phone: '',
      email: '',
    };
    const detail = {
      id: 7,
      companyName: 'Buyer Interiors Pty Ltd',
      customerId: 12,
      firstName: 'Jo',
      lastName: 'Junior',
      createdEmail: 'junior@example.com',
      status: 'Shipped',
      statusId: 2,
      dateCreated: 'Sat, 28 Nov 2026 10:00:00 +0000',
      dateModified: 'Sat, 28 Nov 2026 10:00:00 +0000',
      subtotalExTax: '100.00',
      subtotalIncTax: '110.00',
      totalExTax: '100.00',
      totalIncTax: '110.00',
      totalTax: '10.00',
      discountAmount: '0.00',
      itemsTotal: 3,
      currencyCode: 'AUD',
      poNumber: 'PO-1',
      customerMessage: '',
      billingAddress: address,
      shippingAddresses: [
        { ...address, shipping_method: 'Container freight', items_total: 3, items_shipped: 0 },
      ],
      products: [],
    };
    const { api, sent } = clientAnswering({ order: detail });
    expect((await api.order(7, { token: 't' })).createdEmail).toBe('junior@example.com');
    expect(sent[0]).toMatchObject({ operationName: 'Order', variables: { id: 7 } });
    const wrong = clientAnswering({ order: { ...detail, totalIncTax: 'lots' } });
    await expect(wrong.api.order(7, { token: 't' })).rejects.toThrow();
  });
});
