// B2B Edition's company orders on `POST /b2b/graphql`: allOrders (isShowMy "1" the caller's,
// "0" the company's with get_orders at level 2; a junior buyer gets their own whatever they
// ask) and order(id), across companies (404) and roles (403).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { DEMO } from './helpers';
import { b2b, gql, ok, refused, startB2bBackend } from './b2b-graphql-harness';

startB2bBackend();

const ALL_ORDERS = `query ($isShowMy: String, $first: Int, $offset: Int, $search: String, $status: String, $orderBy: String, $beginDateAt: String, $endDateAt: String) {
  allOrders(isShowMy: $isShowMy, first: $first, offset: $offset, search: $search, status: $status, orderBy: $orderBy, beginDateAt: $beginDateAt, endDateAt: $endDateAt) {
    totalCount pageInfo { hasNextPage hasPreviousPage }
    edges { node { id orderId createdAt totalIncTax currencyCode poNumber status statusCode firstName lastName companyName userId items } }
  }
}`;
const ORDER = `query ($id: Int!) { order(id: $id) {
  id companyName customerId firstName lastName createdEmail status statusId dateCreated totalIncTax currencyCode poNumber
  billingAddress { first_name street_1 city country_iso2 } shippingAddresses { street_1 } products { sku quantity total_inc_tax }
} }`;

interface OrderNode {
  id: number;
  orderId: string;
  userId: number;
  firstName: string;
  lastName: string;
  companyName: string;
  createdAt: number;
}

/** A copy of a demo order as `customerId`'s, of `companyId` (null: placed outside a company). */
async function orderBy(customerId: number, companyId: number | null, poNumber: string) {
  const { db } = b2b.t.backend.services.database;
  const [template] = await db.select().from(s.orders).limit(1);
  if (!template) throw new Error('no demo order');
  const { id: _id, cartId: _cart, idempotencyKey: _key, ...rest } = template;
  const [row] = await db
    .insert(s.orders)
    .values({ ...rest, customerId, companyId, costumerOrderNumber: poNumber })
    .returning({ id: s.orders.id });
  if (!row) throw new Error('order insert returned nothing');
  return row.id;
}

const ids = {} as { junior: number; senior: number; harbour: number; outside: number };

beforeAll(async () => {
  ids.junior = await orderBy(b2b.junior.customerId, b2b.buyerCompanyId, 'PO-JUNIOR-1');
  ids.senior = await orderBy(b2b.senior.customerId, b2b.buyerCompanyId, 'PO-SENIOR-1');
  ids.harbour = await orderBy(b2b.other.customerId, b2b.harbourCompanyId, 'PO-HARBOUR-1');
  const { customerId } = await b2b.t.login(DEMO.rrp);
  ids.outside = await orderBy(customerId, null, 'PO-OUTSIDE-1');
});

async function allOrders(token: string, variables: Record<string, unknown> = {}) {
  const data = await ok(token, ALL_ORDERS, { first: 100, ...variables });
  return data.allOrders as {
    totalCount: number;
    pageInfo: Record<string, boolean>;
    edges: { node: OrderNode }[];
  };
}
const idsOf = (page: { edges: { node: OrderNode }[] }) => page.edges.map((e) => e.node.id);

describe('allOrders', () => {
  it('gives the admin and the senior the company’s orders with who placed each', async () => {
    for (const me of [b2b.admin, b2b.senior]) {
      const page = await allOrders(me.token, { isShowMy: '0' });
      expect(idsOf(page)).toEqual(expect.arrayContaining([ids.junior, ids.senior]));
      expect(idsOf(page)).not.toContain(ids.harbour);
      expect(idsOf(page)).not.toContain(ids.outside);
      const junior = page.edges.find((e) => e.node.id === ids.junior)?.node;
      expect(junior).toMatchObject({
        orderId: String(ids.junior),
        userId: b2b.junior.customerId,
        firstName: 'Jo',
        lastName: 'Junior',
        companyName: 'Buyer Interiors Pty Ltd',
        poNumber: 'PO-JUNIOR-1',
      });
    }
  });

  it('gives only the caller’s own with isShowMy "1", and the junior only their own whatever they ask', async () => {
    const mine = await allOrders(b2b.senior.token, { isShowMy: '1' });
    expect(mine.edges.every((e) => e.node.userId === b2b.senior.customerId)).toBe(true);
    expect(idsOf(mine)).toContain(ids.senior);
    for (const isShowMy of ['0', '1']) {
      const page = await allOrders(b2b.junior.token, { isShowMy });
      expect(idsOf(page)).toEqual([ids.junior]);
      expect(page.totalCount).toBe(1);
    }
    expect(idsOf(await allOrders(b2b.other.token))).toEqual([ids.harbour]);
  });

  it('pages, sorts and filters', async () => {
    const all = await allOrders(b2b.admin.token, { orderBy: 'orderId' });
    const sorted = [...idsOf(all)].sort((a, b) => a - b);
    expect(idsOf(all)).toEqual(sorted);
    const second = await allOrders(b2b.admin.token, { orderBy: 'orderId', first: 1, offset: 1 });
    expect(idsOf(second)).toEqual([sorted[1]]);
    expect(second.pageInfo).toEqual({ hasNextPage: all.totalCount > 2, hasPreviousPage: true });
    expect(idsOf(await allOrders(b2b.admin.token, { search: 'PO-JUNIOR' }))).toEqual([ids.junior]);
    expect(idsOf(await allOrders(b2b.admin.token, { search: 'Jo Junior' }))).toEqual([ids.junior]);
    expect(
      (await allOrders(b2b.admin.token, { status: 'Refunded' })).edges.every(
        (e) => e.node.id !== ids.junior,
      ),
    ).toBe(true);
    expect((await allOrders(b2b.admin.token, { endDateAt: '2000-01-01' })).totalCount).toBe(0);
    expect((await allOrders(b2b.admin.token, { beginDateAt: '2000-01-01' })).totalCount).toBe(
      all.totalCount,
    );
  });

  it('refuses bad arguments (400) and a customer in no company (403)', async () => {
    for (const variables of [
      { isShowMy: '2' },
      { orderBy: 'password' },
      { beginDateAt: 'yesterday' },
      { first: 0 },
    ])
      await refused(b2b.admin.token, ALL_ORDERS, variables, 400, 'BAD_USER_INPUT');
    const { token } = await b2b.t.login(DEMO.rrp);
    expect((await gql(token, ALL_ORDERS)).status).toBe(403);
  });
});

describe('order', () => {
  it('gives the admin and the senior a colleague’s order, in detail', async () => {
    for (const me of [b2b.admin, b2b.senior]) {
      const { order } = await ok(me.token, ORDER, { id: ids.junior });
      expect(order).toMatchObject({
        id: ids.junior,
        companyName: 'Buyer Interiors Pty Ltd',
        customerId: b2b.junior.customerId,
        firstName: 'Jo',
        lastName: 'Junior',
        createdEmail: 'junior@example.com',
        poNumber: 'PO-JUNIOR-1',
      });
      expect(order.dateCreated).toMatch(/\+0000$/);
      expect(order.totalIncTax).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('gives the junior their own, refuses them a colleague’s (403)', async () => {
    expect((await ok(b2b.junior.token, ORDER, { id: ids.junior })).order.id).toBe(ids.junior);
    await refused(b2b.junior.token, ORDER, { id: ids.senior }, 403, 'FORBIDDEN');
  });

  it('answers another company’s order, one outside any company and none 404', async () => {
    for (const id of [ids.harbour, ids.outside, 99_999_999])
      await refused(b2b.admin.token, ORDER, { id }, 404, 'NOT_FOUND');
    await refused(b2b.other.token, ORDER, { id: ids.junior }, 404, 'NOT_FOUND');
    const { token } = await b2b.t.login(DEMO.rrp);
    expect((await gql(token, ORDER, { id: ids.outside })).status).toBe(403);
    // The order is untouched by being asked for.
    const [row] = await b2b.t.backend.services.database.db
      .select()
      .from(s.orders)
      .where(eq(s.orders.id, ids.harbour));
    expect(row?.companyId).toBe(b2b.harbourCompanyId);
  });
});
