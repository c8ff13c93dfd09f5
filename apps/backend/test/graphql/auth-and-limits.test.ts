import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../src/graphql/limits';
import type { GraphqlTestServer } from './graphql-client';
import { startGraphqlServer } from './graphql-client';
import { CATEGORY_TREE_3_LEVELS_DEEP, PRODUCT_STOCK_DETAILS } from './storefront-documents';

let g: GraphqlTestServer;
// Starting a seeded backend can take a minute on the shared 2-core machine under load.
beforeAll(async () => {
  g = await startGraphqlServer();
}, 180_000);
afterAll(async () => {
  await g.close();
});

describe('storefront bearer token', () => {
  it.each([
    ['no Authorization header', null],
    ['a wrong token', 'not-the-storefront-token'],
    ['an empty token', ''],
  ])('refuses %s with 401 in the GraphQL error format', async (_label, token) => {
    for (const res of [
      await g.post(CATEGORY_TREE_3_LEVELS_DEEP, {}, { token }),
      await g.get(CATEGORY_TREE_3_LEVELS_DEEP, {}, token),
    ]) {
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(res.body).toEqual({
        errors: [
          {
            message: 'A valid storefront bearer token is required',
            extensions: { code: 'UNAUTHENTICATED' },
          },
        ],
      });
    }
  });

  it('answers GET and POST with the token', async () => {
    const post = await g.post(CATEGORY_TREE_3_LEVELS_DEEP);
    const get = await g.get(CATEGORY_TREE_3_LEVELS_DEEP);
    expect(post.status).toBe(200);
    expect(get.status).toBe(200);
    expect(get.body).toEqual(post.body);
    expect(post.body.data.site.categoryTree.length).toBeGreaterThan(0);
  });

  it('allows the storefront origin to send the token cross-origin', async () => {
    const res = await fetch(g.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'authorization',
    );
  });
});

describe('query limits and errors', () => {
  it(`refuses a query deeper than ${GRAPHQL_LIMITS.maxDepth} levels`, async () => {
    let selection = 'sku';
    for (let i = 0; i < 4; i++)
      selection = `sku relatedProducts(first: 1) { edges { node { ${selection} } } }`;
    const res = await g.post(`query Deep { site { product(entityId: 101) { ${selection} } } }`);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].message).toMatch(/depth limit of 13 exceeded/i);
  });

  it(`refuses a query costing more than ${GRAPHQL_LIMITS.maxCost}`, async () => {
    const res = await g.post(`query Costly {
      site { products(first: 50) { edges { node {
        variants(first: 50) { edges { node { metafields(namespace: "myob", first: 50) { edges { node { key value } } } } } }
      } } } }
    }`);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].message).toMatch(/cost limit of 30000 exceeded/i);
  });

  it('refuses a page larger than 50 and an unknown field, in the GraphQL error format', async () => {
    const big = await g.post('query { site { products(first: 51) { edges { node { sku } } } } }');
    expect(big.body.errors[0]).toMatchObject({
      message: '"first" must be between 1 and 50, got 51',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const unknown = await g.post('query { site { product(entityId: 101) { price } } }');
    expect(unknown.body.data).toBeUndefined();
    expect(unknown.body.errors[0].message).toContain(
      'Cannot query field "price" on type "Product"',
    );
    const syntax = await g.post('query { site { ');
    expect(syntax.body.errors[0].message).toMatch(/Syntax Error/);
  });

  it('refuses malformed bodies and variables without crashing', async () => {
    const notJson = await fetch(g.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer demo-storefront-token',
      },
      body: '{"query":',
    });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).errors[0].message).toEqual(expect.any(String));
    const wrongType = await g.post(PRODUCT_STOCK_DETAILS, { sku: 42 });
    expect(wrongType.body.errors[0].message).toContain('$sku');
  });
});
