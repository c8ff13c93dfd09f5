import { NUL_BYTE_MESSAGE } from '@shop/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema';
import type { TestBackend } from '../helpers';
import { fixtures, setupBackend } from '../helpers';
import { APP_ID, SEARCH_KEY } from '../search/serve';

// Attacks 11 and 12 of SECURITY.md's figures (behaviour.md#security): a NUL byte in any string field reached PostgreSQL and answered
// 500 (26 fields), and deep nesting overflowed the stack (500). Both are 400s now that name
// the problem, and nothing is written.

const PASSWORD = 'demo-password-1';
let t: TestBackend;
let f: Awaited<ReturnType<typeof fixtures>>;
let buyer: { token: string; customerId: number };

beforeAll(async () => {
  t = await setupBackend({
    LOGIN_LIMIT_PER_ADDRESS: '10000',
    REGISTER_LIMIT_PER_ADDRESS: '10000',
    RESET_LIMIT_PER_ADDRESS: '10000',
  });
  f = await fixtures(t);
  buyer = await t.login('buyer@example.com', PASSWORD);
});
afterAll(async () => {
  await t.close();
});

/** Every string leaf of `value` replaced by one holding a NUL byte, with its path. */
function* withNul(value: unknown, path: string[] = []): Generator<[string, unknown]> {
  if (typeof value === 'string') {
    yield [path.join('.'), 'a\u0000b'];
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries())
      for (const [p, v] of withNul(item, [...path, String(i)]))
        yield [p, value.map((x, j) => (j === i ? v : x))];
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      for (const [p, v] of withNul(item, [...path, key])) yield [p, { ...value, [key]: v }];
  }
}

const address = {
  first_name: 'Alex',
  last_name: 'Buyer',
  company: 'Buyer Interiors',
  street_1: '1 Main St',
  street_2: 'Level 2',
  city: 'Sydney',
  state: 'NSW',
  zip: '2000',
  country: 'Australia',
  phone: '02123456789',
};

async function newCart() {
  const res = await t.call('POST', '/api/carts', {
    token: buyer.token,
    body: {
      line_items: [{ product_id: f.plain.productId, variant_id: f.plain.variantId, quantity: 1 }],
    },
  });
  return res.body.message.data.id as string;
}

describe('a NUL byte in any string field', () => {
  it('answers 400 naming the field, and writes nothing', async () => {
    await f.setStock(f.plain.variantId, [500, 0]);
    const cart = await newCart();
    const metafield = await t.call('POST', `/api/carts/metafield/${cart}`, {
      token: buyer.token,
      body: { permission_set: 'app_only', namespace: 'probe', key: 'k', value: 'v' },
    });
    const addresses = await t.call('GET', `/api/customers/${String(buyer.customerId)}/addresses`, {
      token: buyer.token,
    });
    const saved = addresses.body.message.data[0].id as number;
    const me = `/api/customers/${String(buyer.customerId)}`;
    const cases: { method: string; path: string; body: unknown; token?: string }[] = [
      {
        method: 'POST',
        path: '/api/customers/login',
        body: { email: 'x@example.com', password: 'wrong-password' },
      },
      {
        method: 'POST',
        path: '/api/customers/create-user',
        body: {
          email: 'nul@example.com',
          first_name: 'A',
          last_name: 'B',
          company: 'C',
          phone: '02123456789',
          password: 'correct horse',
          confirmPassword: 'correct horse',
        },
      },
      {
        method: 'PUT',
        path: me,
        token: buyer.token,
        body: {
          first_name: 'A',
          last_name: 'B',
          company: 'C',
          phone: '02123456789',
          email: 'buyer@example.com',
        },
      },
      {
        method: 'PUT',
        path: me,
        token: buyer.token,
        body: { _authentication: { password: 'new-password-1', current_password: PASSWORD } },
      },
      {
        method: 'POST',
        path: `${me}/addresses`,
        token: buyer.token,
        body: [
          {
            ...address,
            country_code: 'AU',
            form_fields: [
              { name: 'dock', value: 'rear' },
              { name: 'tags', value: ['a'] },
            ],
          },
        ],
      },
      {
        method: 'PUT',
        path: `${me}/addresses`,
        token: buyer.token,
        body: [{ ...address, id: saved }],
      },
      {
        method: 'POST',
        path: '/api/customers/generate-password-reset',
        body: { email: 'x@example.com' },
      },
      {
        method: 'POST',
        path: '/api/customers/verify-password-reset-token',
        body: { token: 'abc' },
      },
      {
        method: 'POST',
        path: '/api/customers/reset-password',
        body: { token: 'abc', password: 'correct horse', confirmPassword: 'correct horse' },
      },
      {
        method: 'POST',
        path: `/api/carts/metafield/${cart}`,
        token: buyer.token,
        body: {
          permission_set: 'app_only',
          namespace: 'n2',
          key: 'k2',
          value: 'v',
          description: 'd',
        },
      },
      {
        method: 'PUT',
        path: `/api/carts/metafield/${cart}/${String(metafield.body.message.data.id)}`,
        token: buyer.token,
        body: { value: 'v', description: 'd' },
      },
      {
        method: 'POST',
        path: '/api/orders/create',
        token: buyer.token,
        body: {
          cartId: cart,
          customer_id: buyer.customerId,
          billing_address: { ...address, email: 'buyer@example.com', country_code: 'AU' },
          shipping_address: address,
          costumer_order_number: 'PO-1',
          order_notes: 'rear dock',
        },
      },
      {
        method: 'POST',
        path: '/product-service/price-lists/get-customer-pricing',
        token: buyer.token,
        body: { customerId: buyer.customerId, skus: [['SKU-1']] },
      },
    ];
    const db = t.backend.services.database.db;
    const rows = async () =>
      Promise.all([
        db.select({ n: count() }).from(s.customers),
        db.select({ n: count() }).from(s.addresses),
        db.select({ n: count() }).from(s.orders),
        db.select({ n: count() }).from(s.cartMetafields),
      ]);
    const before = await rows();
    const answers: string[] = [];
    for (const c of cases)
      for (const [field, body] of withNul(c.body)) {
        if (field === 'cartId' || field === 'permission_set') continue;
        const res = await t.call(c.method, c.path, {
          body,
          ...(c.token ? { token: c.token } : {}),
        });
        answers.push(
          `${c.method} ${c.path} ${field}: ${String(res.status)} ${String(res.body?.message?.[0]?.errors?.[field])}`,
        );
      }
    const expected = answers.map((a) => a.replace(/: .*$/, `: 400 ${NUL_BYTE_MESSAGE}`));
    expect(answers).toEqual(expected);
    expect(answers.length).toBeGreaterThan(60);
    expect(await rows()).toEqual(before);
    expect(await f.stockOf(f.plain.variantId)).toBe(500);
    expect((await t.call('GET', `/api/carts/${cart}`, { token: buyer.token })).status).toBe(200);
  });

  it('is refused in a NUL byte in a key too, and by the content management API', async () => {
    const key = await t.call('POST', '/api/customers/login', {
      raw: '{"email":"a@example.com","pass\\u0000word":"x"}',
    });
    expect(key.status).toBe(400);
    expect(key.body.message[0].errors).toEqual({ 'pass\u0000word': NUL_BYTE_MESSAGE });
    const [story] = await t.backend.services.database.db
      .select({ id: s.stories.id })
      .from(s.stories)
      .where(eq(s.stories.slug, 'home'));
    const cms = await t.call('PUT', `/v1/spaces/local/stories/${String(story?.id)}`, {
      headers: { authorization: 'demo-management-token' },
      body: { story: { name: 'Home\u0000' } },
    });
    expect(cms.status).toBe(422);
    expect(cms.body.error).toBe(`story.name: ${NUL_BYTE_MESSAGE}`);
  });
});

describe('a NUL byte in a GraphQL argument', () => {
  it('answers BAD_USER_INPUT before any resolver runs', async () => {
    const graphql = (body: object) =>
      t.call('POST', '/graphql', {
        headers: { authorization: 'Bearer demo-storefront-token' },
        body,
      });
    const byVariable = await graphql({
      query: 'query ($sku: String!) { site { product(sku: $sku) { name } } }',
      variables: { sku: 'a\u0000b' },
    });
    expect(byVariable.body.errors).toEqual([
      expect.objectContaining({
        message: `$sku: ${NUL_BYTE_MESSAGE}`,
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
    const byLiteral = await graphql({ query: '{ site { product(sku: "a\\u0000b") { name } } }' });
    expect(byLiteral.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const fine = await graphql({ query: '{ site { product(sku: "none") { name } } }' });
    expect(fine.body).toEqual({ data: { site: { product: null } } });
  });
});

describe('deep nesting', () => {
  const nested = (open: string, inner: string, close: string, levels: number) =>
    `${open.repeat(levels)}${inner}${close.repeat(levels)}`;
  const search = (path: string, raw: string) =>
    t.call('POST', `/1/indexes/${path}`, {
      raw,
      headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': SEARCH_KEY },
    });

  it('answers 400 for 50,000 levels of search parameters or REST body', async () => {
    const params = await search(
      '*/queries',
      `{"requests":[{"indexName":"products","params":${nested('{"params":', '{}', '}', 50_000)}}]}`,
    );
    expect(params.status).toBe(400);
    expect(params.body).toEqual({
      status: 400,
      message: 'The request body may nest at most 64 levels',
      title: expect.any(String),
      requestId: expect.any(String),
    });
    const filters = await search(
      'products/query',
      `{"facetFilters":${nested('[', '"brand:x"', ']', 50_000)}}`,
    );
    expect(filters.status).toBe(400);
    const rest = await t.call('POST', '/api/customers/create-user', {
      raw: `{"email":${nested('[', '1', ']', 50_000)}}`,
    });
    expect(rest.status).toBe(400);
    expect(rest.body.title).toBe('Request body nested too deeply');
  });

  it('answers 400 for 5,000 nested parentheses or NOTs in filters', async () => {
    for (const filters of [nested('(', 'brand:x', ')', 5000), `${'NOT '.repeat(5000)}brand:x`]) {
      const res = await search('products/query', JSON.stringify({ filters }));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^filters: nested too deeply/);
    }
    const fine = await search(
      'products/query',
      JSON.stringify({ filters: nested('(', 'inStock:true', ')', 30) }),
    );
    expect(fine.status).toBe(200);
  });
});
