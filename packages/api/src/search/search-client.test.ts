import { describe, expect, it } from 'vitest';
import {
  createSearchApi,
  createSearchClient,
  searchHitSchema,
  toSearchHost,
} from './search-client';

describe('search client configuration', () => {
  it('turns configured host URLs into read hosts, port and path kept in the url', () => {
    expect(toSearchHost('http://localhost:4000/search/')).toEqual({
      url: 'localhost:4000/search',
      protocol: 'http',
      accept: 'read',
    });
    expect(toSearchHost('https://abc-dsn.algolia.net')).toEqual({
      url: 'abc-dsn.algolia.net',
      protocol: 'https',
      accept: 'read',
    });
  });

  it('uses the app id, the search-only key and the configured hosts', () => {
    const client = createSearchClient({
      appId: 'APP',
      apiKey: 'search-key',
      hosts: ['http://localhost:4000/search'],
    });
    expect(client.appId).toBe('APP');
    expect(client.apiKey).toBe('search-key');
    expect(client.transporter.hosts.map((host) => `${host.protocol}://${host.url}`)).toEqual([
      'http://localhost:4000/search',
    ]);
  });

  it('keeps the time-outs of behaviour.md#calls-search (connect 1 s, read 2 s, write 30 s)', () => {
    const client = createSearchClient({ appId: 'APP', apiKey: 'search-key' });
    expect(client.transporter.timeouts).toEqual({ connect: 1000, read: 2000, write: 30_000 });
  });

  it('searches the products index', () => {
    expect(createSearchApi({ appId: 'APP', apiKey: 'k' }).indexName).toBe('products');
  });
});

describe('search hit parsing (behaviour.md#entities)', () => {
  it('accepts a hit with sku, name, imageUrl and productUrl and rejects one without a productUrl', () => {
    const hit = {
      objectID: '1',
      sku: 'CH-1',
      name: 'Dining chair',
      imageUrl: '/img/ch-1.webp',
      productUrl: '/dining-chair/',
    };
    expect(searchHitSchema.parse(hit)).toEqual(hit);
    const { productUrl: _dropped, ...noUrl } = hit;
    expect(searchHitSchema.safeParse(noUrl).success).toBe(false);
  });
});
