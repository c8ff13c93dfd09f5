import { describe, expect, it } from 'vitest';
import * as api from './index';
import type {
  ApiClient,
  ApiClientConfig,
  Cart,
  Customer,
  PasswordChangeResult,
  SearchHit,
} from './index';

describe('public API', () => {
  it('exports the factory, every error class and the resource factories from the root', () => {
    for (const name of [
      'createApiClient',
      'ApiError',
      'ResponseShapeError',
      'RequestPayloadError',
      'ApiConfigError',
      'NetworkFailureError',
      'GraphQLResponseError',
      'isInsufficientStock',
      'createCustomersApi',
      'createAddressesApi',
      'createCartsApi',
      'createCartMetafieldsApi',
      'createOrdersApi',
      'createCatalogueApi',
      'createPricingApi',
      'createGraphqlApi',
      'createContentApi',
      'createSearchApi',
      'createNewsletterApi',
      'createWishlistApi',
      'createProductionApi',
      'createTrackTraceApi',
      'productionOfOrder',
      'createB2bApi',
    ] as const) {
      expect(typeof api[name], name).toBe('function');
    }
  });

  it('exposes one client with every resource of behaviour.md#calls', () => {
    const config: ApiClientConfig = {
      apiBaseUrl: 'http://localhost/api',
      productServiceBaseUrl: 'http://localhost/ps',
    };
    const client: ApiClient = api.createApiClient(config);
    expect(Object.keys(client)).toEqual(
      expect.arrayContaining([
        'customers',
        'addresses',
        'carts',
        'cartMetafields',
        'orders',
        'catalogue',
        'pricing',
        'wishlist',
        'production',
      ]),
    );
    // Types are reachable from the root (compile-time check).
    const samples: [Cart | null, Customer | null, PasswordChangeResult | null, SearchHit | null] = [
      null,
      null,
      null,
      null,
    ];
    expect(samples).toHaveLength(4);
  });
});

describe('resource subpaths', () => {
  const subpaths = [
    'b2b',
    'carts',
    'catalogue',
    'content',
    'customers',
    'graphql',
    'newsletter',
    'orders',
    'pricing',
    'production',
    'track-trace',
    'wishlist',
  ];

  it('are each in package.json, with a default beside every condition', async () => {
    const { readFile } = await import('node:fs/promises');
    const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
      exports: Record<string, Record<string, string> | string>;
    };
    for (const subpath of [...subpaths, 'errors', 'search']) {
      expect(pkg.exports[`./${subpath}`], subpath).toEqual({
        '@shop/source': `./src/${subpath}/index.ts`,
        types: `./dist/${subpath}/index.d.ts`,
        default: `./dist/${subpath}/index.js`,
      });
    }
  });

  it('give the very values the root gives, so a name means one thing wherever it is imported', async () => {
    for (const subpath of subpaths) {
      const entry = (await import(`./${subpath}/index.ts`)) as Record<string, unknown>;
      expect(Object.keys(entry).length, subpath).toBeGreaterThan(0);
      for (const [name, value] of Object.entries(entry))
        expect(api[name as keyof typeof api], `${subpath}: ${name}`).toBe(value);
    }
  });
});

describe('@shop/api/errors', () => {
  it('exports the very classes of the root, so instanceof holds across the two entries', async () => {
    const errors = await import('./errors/index');
    for (const name of Object.keys(errors)) {
      expect(api[name as keyof typeof api], name).toBe(errors[name as keyof typeof errors]);
    }
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['ApiError', 'isApiError', 'isInsufficientStock']),
    );
  });

  it('loads no client, ky or zod at run time (it is meant for first-load bundles)', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const dir = new URL('./errors/', import.meta.url);
    for (const file of await readdir(dir)) {
      const source = await readFile(new URL(file, dir), 'utf8');
      const packages = [...source.matchAll(/^import (?!type )[^;]* from '([^']+)'/gm)]
        .map((m) => m[1] ?? '')
        .filter((specifier) => !specifier.startsWith('./'));
      expect(
        packages.filter((p) => p !== '@shop/domain'),
        file,
      ).toEqual([]);
    }
  });
});

describe('@shop/api/search', () => {
  it('exports the very search client factory of the root', async () => {
    const search = await import('./search/index');
    expect(search.createSearchClient).toBe(api.createSearchClient);
    expect(search.toSearchHost).toBe(api.toSearchHost);
  });

  it('imports only algoliasearch and @shop/domain at run time (browsers load it alone)', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(new URL('./search/lite-client.ts', import.meta.url), 'utf8');
    const packages = [...source.matchAll(/^import (?!type )[^;]* from '([^']+)'/gm)].map(
      (m) => m[1] ?? '',
    );
    expect(packages.sort()).toEqual(['@shop/domain', 'algoliasearch/lite']);
  });
});
