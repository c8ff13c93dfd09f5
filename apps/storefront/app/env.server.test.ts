import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server';

describe('parseEnv', () => {
  it('defaults to the backend on port 4000 and published content', () => {
    expect(parseEnv({})).toEqual({
      backendUrl: 'http://localhost:4000',
      apiBaseUrl: 'http://localhost:4000/api',
      productServiceUrl: 'http://localhost:4000/product-service',
      publicBackendUrl: 'http://localhost:4000',
      contentVersion: 'published',
      content: {
        endpoint: 'http://localhost:4000/v2',
        previewToken: 'demo-preview-token',
        publicToken: 'demo-public-token',
        staging: false,
      },
      graphql: { endpoint: 'http://localhost:4000/graphql', token: 'demo-storefront-token' },
      search: { appId: 'LOCAL', apiKey: 'demo-search-key', hosts: ['http://localhost:4000'] },
      newsletter: {
        url: 'http://localhost:4000/subscribe/post-json',
        userId: 'demo',
        listId: 'trade',
      },
      browser: {
        apiBaseUrl: 'http://localhost:4000/api',
        productServiceBaseUrl: 'http://localhost:4000/product-service',
        graphql: { endpoint: 'http://localhost:4000/graphql', token: 'demo-storefront-token' },
        search: { appId: 'LOCAL', apiKey: 'demo-search-key', hosts: ['http://localhost:4000'] },
      },
    });
  });

  it("points the browser's client at the public backend URL unless a service URL is set", () => {
    const parsed = parseEnv({
      BACKEND_URL: 'http://backend:4000',
      PUBLIC_BACKEND_URL: 'https://api.shop.example',
      SEARCH_HOST: 'https://search.example.net',
    });
    expect(parsed.browser).toMatchObject({
      apiBaseUrl: 'https://api.shop.example/api',
      productServiceBaseUrl: 'https://api.shop.example/product-service',
      graphql: { endpoint: 'https://api.shop.example/graphql' },
      search: { hosts: ['https://search.example.net'] },
    });
    expect(parsed.apiBaseUrl).toBe('http://backend:4000/api');
  });

  it('derives the API base from BACKEND_URL and keeps explicit overrides', () => {
    expect(parseEnv({ BACKEND_URL: 'http://127.0.0.1:5000/' })).toMatchObject({
      backendUrl: 'http://127.0.0.1:5000',
      apiBaseUrl: 'http://127.0.0.1:5000/api',
    });
    expect(
      parseEnv({
        BACKEND_URL: 'http://internal:4000',
        API_BASE_URL: 'https://api.example.com/v2',
        PUBLIC_BACKEND_URL: 'https://shop.example.com',
      }),
    ).toMatchObject({
      apiBaseUrl: 'https://api.example.com/v2',
      publicBackendUrl: 'https://shop.example.com',
    });
  });

  it.each([
    ['1', 'draft'],
    ['true', 'draft'],
    ['false', 'published'],
    ['0', 'published'],
  ] as const)('STAGING=%s reads %s content', (value, version) => {
    expect(parseEnv({ STAGING: value }).contentVersion).toBe(version);
  });

  it('builds the browser-facing newsletter URL on the public backend URL', () => {
    const parsed = parseEnv({
      BACKEND_URL: 'http://backend:4000',
      PUBLIC_BACKEND_URL: 'https://api.shop.example/',
      CONTENT_PUBLIC_TOKEN: 'live-token',
    });
    expect(parsed.newsletter.url).toBe('https://api.shop.example/subscribe/post-json');
    expect(parsed.content).toMatchObject({
      endpoint: 'http://backend:4000/v2',
      publicToken: 'live-token',
    });
    expect(parsed.graphql.endpoint).toBe('http://backend:4000/graphql');
  });

  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ GRAPHQL_TOKEN: '  ' })).toThrow(/GRAPHQL_TOKEN/);
    expect(() => parseEnv({ NEWSLETTER_URL: 'nope' })).toThrow(/NEWSLETTER_URL/);
    expect(() => parseEnv({ BACKEND_URL: 'not a url' })).toThrow(/BACKEND_URL/);
    expect(() => parseEnv({ STAGING: 'maybe' })).toThrow(/STAGING/);
  });
});
