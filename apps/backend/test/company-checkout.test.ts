// A company's purchase rules at orders/create, in the order's own transaction: a junior
// buyer, a company that is not approved and a company on credit hold are refused before
// anything is written; with `limitPurchases` an order above the available credit is refused
// with the figures; an order on credit lowers the available credit by its total, once, even
// when retried or raced. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { count, eq } from 'drizzle-orm';
import {
  COMPANY_PENDING_MESSAGE,
  CREDIT_HOLD_MESSAGE,
  PURCHASE_NOT_PERMITTED_MESSAGE,
  formatCurrency,
  roundToCents,
} from '@shop/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import type { CallOptions, TestBackend } from './helpers';
import { fixtures, ORDER_ADDRESS, setupBackend } from './helpers';

const OPERATIONS_TOKEN = 'demo-operations-token';
const HARBOUR_CREDIT = 5000;

let t: TestBackend;
let f: Awaited<ReturnType<typeof fixtures>>;
let harbour: string;
let interiors: string;
/** The price of one unit of the fixture product, tax included, as its cart totals it. */
let unitTotal: number;

const io = (method: string, path: string, options: CallOptions = {}) =>
  t.call(method, `/api/v3/io${path}`, {
    ...options,
    headers: { authToken: OPERATIONS_TOKEN, ...options.headers },
  });

const companyPath = async (name: string) => {
  const res = await io('GET', '/companies?limit=250');
  const company = (res.body.data as { companyName: string; companyId: number }[]).find(
    (c) => c.companyName === name,
  );
  if (!company) throw new Error(`no company ${name}`);
  return `/companies/${String(company.companyId)}`;
};

async function cartFor(token: string, quantity: number) {
  const res = await t.call('POST', '/api/carts', {
    token,
    body: {
      line_items: [{ product_id: f.plain.productId, variant_id: f.plain.variantId, quantity }],
    },
  });
  if (res.status !== 201) throw new Error(`cart: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.message.data as { id: string; cart_amount: number };
}

function order(
  who: { token: string; customerId: number },
  cartId: string,
  headers: Record<string, string> = {},
) {
  return t.call('POST', '/api/orders/create', {
    token: who.token,
    headers,
    body: {
      cartId,
      customer_id: who.customerId,
      billing_address: ORDER_ADDRESS,
      shipping_address: ORDER_ADDRESS,
      costumer_order_number: 'PO-CREDIT',
    },
  });
}

const availableCredit = async () =>
  (await io('GET', `${harbour}/credit`)).body.data.availableCredit as number;

const ordersOf = async (customerId: number) => {
  const [row] = await t.backend.services.database.db
    .select({ n: count() })
    .from(s.orders)
    .where(eq(s.orders.customerId, customerId));
  return row?.n ?? 0;
};

const cartExists = async (cartId: string) => {
  const rows = await t.backend.services.database.db
    .select({ id: s.carts.id })
    .from(s.carts)
    .where(eq(s.carts.id, cartId));
  return rows.length === 1;
};

/** Nothing of a refused order was written: no order, the stock, the cart and the credit as they were. */
async function expectNothingWritten(customerId: number, cartId: string, before: Snapshot) {
  expect(await ordersOf(customerId)).toBe(before.orders);
  expect(await f.stockOf(f.plain.variantId)).toBe(before.stock);
  expect(await cartExists(cartId)).toBe(true);
  expect(await availableCredit()).toBe(before.credit);
}

interface Snapshot {
  orders: number;
  stock: number;
  credit: number;
}
const snapshot = async (customerId: number): Promise<Snapshot> => ({
  orders: await ordersOf(customerId),
  stock: await f.stockOf(f.plain.variantId),
  credit: await availableCredit(),
});

const money = (value: number) => `${formatCurrency(value)} AUD`;

beforeAll(async () => {
  t = await setupBackend();
  f = await fixtures(t);
  harbour = await companyPath('Harbour Hospitality Group');
  interiors = await companyPath('Buyer Interiors Pty Ltd');
  await f.setStock(f.plain.variantId, [10_000, 0]);
  // No price is assumed: the tests size their carts from the price other@ is shown.
  const other = await t.login('other@example.com');
  unitTotal = (await cartFor(other.token, 1)).cart_amount;
  if (unitTotal <= 0 || unitTotal >= HARBOUR_CREDIT / 2)
    throw new Error(`fixture price ${String(unitTotal)} does not suit these tests`);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await f.setStock(f.plain.variantId, [10_000, 0]);
  await io('PUT', `${harbour}/credit`, {
    body: {
      creditEnabled: true,
      availableCredit: HARBOUR_CREDIT,
      limitPurchases: true,
      creditHold: false,
    },
  });
  await io('PUT', interiors, { body: { companyStatus: 1 } });
});

describe('who may buy', () => {
  it('refuses a junior buyer with 403 and the way to buy instead, writing nothing', async () => {
    const junior = await t.login('junior@example.com');
    const cart = await cartFor(junior.token, 1);
    const before = await snapshot(junior.customerId);
    const res = await order(junior, cart.id);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: 403, title: PURCHASE_NOT_PERMITTED_MESSAGE });
    expect(res.body.title).toMatch(/submit it for approval/);
    await expectNothingWritten(junior.customerId, cart.id, before);
  });

  it('lets a senior buyer of a company without credit order, as before', async () => {
    const senior = await t.login('senior@example.com');
    const cart = await cartFor(senior.token, 2);
    const res = await order(senior, cart.id);
    expect(res.status).toBe(201);
    expect(res.body.message.data).toMatchObject({ customer_id: senior.customerId, items_total: 2 });
    const credit = await io('GET', `${interiors}/credit`);
    expect(credit.body.data).toMatchObject({ creditEnabled: false, availableCredit: 0 });
  });

  it('refuses every user of a pending company with 403, the admin too', async () => {
    await io('PUT', interiors, { body: { companyStatus: 0 } });
    const buyer = await t.login('buyer@example.com');
    const cart = await cartFor(buyer.token, 1);
    const before = await snapshot(buyer.customerId);
    const res = await order(buyer, cart.id);
    expect(res.status).toBe(403);
    expect(res.body.title).toBe(COMPANY_PENDING_MESSAGE);
    await expectNothingWritten(buyer.customerId, cart.id, before);
    // Approved again, the same cart orders.
    await io('PUT', interiors, { body: { companyStatus: 1 } });
    expect((await order(buyer, cart.id)).status).toBe(201);
  });
});

describe('company credit', () => {
  it('refuses every order of a company on credit hold with 422, writing nothing', async () => {
    await io('PUT', `${harbour}/credit`, { body: { creditHold: true } });
    const other = await t.login('other@example.com');
    const cart = await cartFor(other.token, 1);
    const before = await snapshot(other.customerId);
    const res = await order(other, cart.id);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 422, title: CREDIT_HOLD_MESSAGE });
    await expectNothingWritten(other.customerId, cart.id, before);
  });

  it('refuses an order above the available credit with the total, the credit and the shortfall', async () => {
    const other = await t.login('other@example.com');
    const quantity = Math.floor(HARBOUR_CREDIT / unitTotal) + 1;
    const cart = await cartFor(other.token, quantity);
    expect(cart.cart_amount).toBeGreaterThan(HARBOUR_CREDIT);
    const before = await snapshot(other.customerId);
    const res = await order(other, cart.id);
    expect(res.status).toBe(422);
    const shortfall = roundToCents(cart.cart_amount - HARBOUR_CREDIT);
    expect(res.body.title).toBe(
      `The order total of ${money(cart.cart_amount)} is above your company’s available credit of ${money(HARBOUR_CREDIT)} by ${money(shortfall)}. Remove items from the cart, or contact us about your credit.`,
    );
    expect(res.body.message).toBe(res.body.title);
    await expectNothingWritten(other.customerId, cart.id, before);
  });

  it('takes an order within the credit and lowers the credit by its total once, replays included', async () => {
    const other = await t.login('other@example.com');
    const cart = await cartFor(other.token, 3);
    const headers = { 'idempotency-key': 'credit-attempt-0001' };
    const first = await order(other, cart.id, headers);
    expect(first.status).toBe(201);
    const total = first.body.message.data.total_inc_tax as number;
    expect(total).toBe(cart.cart_amount);
    const left = roundToCents(HARBOUR_CREDIT - total);
    expect(await availableCredit()).toBe(left);
    for (const retry of [headers, {}]) {
      const again = await order(other, cart.id, retry);
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body.message.data.id).toBe(first.body.message.data.id);
    }
    expect(await availableCredit()).toBe(left);
  });

  it('takes an order of exactly the available credit, leaving zero', async () => {
    const other = await t.login('other@example.com');
    const cart = await cartFor(other.token, 2);
    await io('PUT', `${harbour}/credit`, { body: { availableCredit: cart.cart_amount } });
    expect((await order(other, cart.id)).status).toBe(201);
    expect(await availableCredit()).toBe(0);
  });

  it('without limitPurchases takes an order above the credit, which goes negative', async () => {
    await io('PUT', `${harbour}/credit`, {
      body: { availableCredit: unitTotal, limitPurchases: false },
    });
    const other = await t.login('other@example.com');
    const cart = await cartFor(other.token, 3);
    expect((await order(other, cart.id)).status).toBe(201);
    expect(await availableCredit()).toBe(roundToCents(unitTotal - cart.cart_amount));
  });

  it('lets only one of two racing orders through when together they exceed the credit', async () => {
    const other = await t.login('other@example.com');
    // Each fits the credit alone; both together do not.
    const quantity = Math.floor(HARBOUR_CREDIT / unitTotal / 2) + 1;
    const a = await cartFor(other.token, quantity);
    const b = await cartFor(other.token, quantity);
    expect(a.cart_amount).toBeLessThanOrEqual(HARBOUR_CREDIT);
    expect(a.cart_amount + b.cart_amount).toBeGreaterThan(HARBOUR_CREDIT);
    const before = await snapshot(other.customerId);
    const answers = await Promise.all([order(other, a.id), order(other, b.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
    const won = answers.findIndex((r) => r.status === 201);
    const lost = answers[1 - won];
    const lostCart = [a, b][1 - won];
    if (!lost || !lostCart) throw new Error('no loser');
    const left = roundToCents(HARBOUR_CREDIT - a.cart_amount);
    expect(lost.body.title).toContain(`available credit of ${money(left)}`);
    // One order, one cart consumed, one cart's stock taken, the credit charged once.
    expect(await ordersOf(other.customerId)).toBe(before.orders + 1);
    expect(await f.stockOf(f.plain.variantId)).toBe(before.stock - quantity);
    expect(await cartExists(lostCart.id)).toBe(true);
    expect(await availableCredit()).toBe(left);
  });
});
