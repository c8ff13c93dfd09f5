// The browser's stand-in for @shop/api against the real backend (in-process, in-memory
// demo data): every call must behave as the real client's, loading @shop/api once.
import * as shopApi from '@shop/api';
import { ApiError } from '@shop/api/errors';
import { hydrateSearchClient } from 'instantsearch.js/es/lib/utils/hydrateSearchClient.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessBackend } from '../test/backend';
import { createLazyApiClient } from './lazy-api-client';

let close: () => Promise<void>;
let config: shopApi.ApiClientConfig;

beforeAll(async () => {
  const backend = await inProcessBackend();
  close = backend.close;
  config = backend.config;
});

afterAll(async () => {
  await close();
});

/** A loader that counts how often the module is asked for. */
function countingLoader() {
  const loader = { calls: 0, load: () => Promise.resolve(shopApi) };
  loader.load = () => {
    loader.calls += 1;
    return Promise.resolve(shopApi);
  };
  return loader;
}

describe('createLazyApiClient', () => {
  it('loads @shop/api on the first call only, and once for calls made together', async () => {
    const loader = countingLoader();
    const api = createLazyApiClient(config, loader.load);
    expect(loader.calls).toBe(0);
    const [brands, again] = await Promise.all([api.catalogue.brands(), api.catalogue.brands()]);
    expect(brands.length).toBeGreaterThan(0);
    expect(again).toEqual(brands);
    await api.catalogue.brands();
    expect(loader.calls).toBe(1);
  });

  it('sends the token set before the module loaded, and stops after clearToken', async () => {
    const login = await shopApi.createApiClient(config).customers.login({
      email: 'buyer@example.com',
      password: 'demo-password-1',
    });
    const api = createLazyApiClient(config, countingLoader().load);
    expect(api.getToken()).toBeUndefined();
    api.setToken(login.token);
    expect(api.getToken()).toBe(login.token);
    const profile = await api.customers.profile();
    expect(profile.email).toBe('buyer@example.com');

    api.clearToken();
    expect(api.getToken()).toBeUndefined();
    await expect(api.customers.profile()).rejects.toBeInstanceOf(ApiError);
  });

  it('rejects an empty token at once, as the real client does', () => {
    const api = createLazyApiClient(config, countingLoader().load);
    expect(() => {
      api.setToken(' ');
    }).toThrow('non-empty token');
  });

  it('reaches getter services (GraphQL) and keeps typed errors', async () => {
    const api = createLazyApiClient(config, countingLoader().load);
    const tree = await api.graphql.categoryTree();
    expect(JSON.stringify(tree)).toContain('shop-all');
    await expect(api.carts.get('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      status: 404,
    });
  });

  it('gives react-instantsearch a search client whose search answers from the index', async () => {
    const api = createLazyApiClient(config, countingLoader().load);
    const client = api.search.client;
    client.addAlgoliaAgent('test-agent', '1.0');
    const { results } = await client.search([
      { indexName: 'products', params: { query: 'chair', hitsPerPage: 2 } },
    ]);
    expect(results).toHaveLength(1);
    expect((results[0] as { hits: unknown[] }).hits.length).toBeGreaterThan(0);
  });

  it("answers the state the server rendered from InstantSearch's hydrated cache, unloaded", async () => {
    const loader = countingLoader();
    const api = createLazyApiClient(config, loader.load);
    const client = api.search.client;
    const params = { query: 'chair', hitsPerPage: 2, facets: ['brand'] };
    const server = await shopApi
      .createApiClient(config)
      .search.client.search([{ indexName: 'products', params }]);
    // What react-instantsearch does with InstantSearchSSRProvider's initial results.
    hydrateSearchClient(client, {
      products: {
        state: { index: 'products' },
        requestParams: [params],
        results: server.results,
      } as never,
    });
    const again = await client.search([{ indexName: 'products', params }]);
    expect(again).toEqual({ results: server.results });
    expect(loader.calls).toBe(0);
    // Any other state is a real search.
    const other = await client.search([
      { indexName: 'products', params: { ...params, query: 'table' } },
    ]);
    expect(JSON.stringify(other.results)).not.toBe(JSON.stringify(server.results));
    expect(loader.calls).toBe(1);
  });

  it('keeps bind, call and apply working on a deferred method', async () => {
    const api = createLazyApiClient(config, countingLoader().load);
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the point of the test
    const brands = api.catalogue.brands;
    const bound = brands.bind(null);
    await expect(bound()).resolves.not.toHaveLength(0);
    await expect(brands.call(null)).resolves.not.toHaveLength(0);
    await expect(brands.apply(null, [])).resolves.not.toHaveLength(0);
  });

  it('retries the load after a failed one', async () => {
    let attempts = 0;
    const api = createLazyApiClient(config, () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve(shopApi);
    });
    await expect(api.catalogue.brands()).rejects.toThrow('chunk failed');
    await expect(api.catalogue.brands()).resolves.not.toHaveLength(0);
    expect(attempts).toBe(2);
  });

  it('is not a thenable, so awaiting it or a service gives it back unchanged', async () => {
    const api = createLazyApiClient(config, countingLoader().load);
    expect(await Promise.resolve<unknown>(api)).toBe(api);
    const carts = api.carts;
    expect(await Promise.resolve<unknown>(carts)).toBe(carts);
  });

  it('says which method is missing instead of failing obscurely', async () => {
    const api = createLazyApiClient(config, countingLoader().load);
    const missing = (api.carts as unknown as { nothing: () => Promise<unknown> }).nothing;
    await expect(missing()).rejects.toThrow('@shop/api has no method carts.nothing');
  });
});
