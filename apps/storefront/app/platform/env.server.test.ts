import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server';

describe('parseEnv', () => {
  it('defaults to the backend on port 4000 and published content', () => {
    expect(parseEnv({})).toEqual({
      backendUrl: 'http://localhost:4000',
      sharedDataSeconds: 30,
      pdf: {
        rendersPerMinute: 10,
        concurrency: 1,
        cacheBytes: 64 * 1024 * 1024,
        cacheSeconds: 3600,
      },
      apiBaseUrl: 'http://localhost:4000/api',
      productServiceUrl: 'http://localhost:4000/product-service',
      publicBackendUrl: 'http://localhost:4000',
      contentVersion: 'published',
      content: {
        endpoint: 'http://localhost:4000/v2',
        previewToken: 'demo-preview-token',
        publicToken: 'demo-public-token',
        staging: false,
        bridgeUrl: 'http://localhost:4000/f/storyblok-v2-latest.js',
      },
      graphql: { endpoint: 'http://localhost:4000/graphql', token: 'demo-storefront-token' },
      b2b: { endpoint: 'http://localhost:4000/b2b/graphql' },
      trackTrace: { endpoint: 'http://localhost:4000' },
      search: { appId: 'LOCAL', apiKey: 'demo-search-key', hosts: ['http://localhost:4000'] },
      newsletter: {
        url: 'http://localhost:4000/subscribe/post-json',
        userId: 'demo',
        listId: 'trade',
      },
      browserSearch: {
        appId: 'LOCAL',
        apiKey: 'demo-search-key',
        hosts: ['http://localhost:4000'],
      },
      clientAddressSecret: undefined,
      mailingScriptOrigins: ['http://localhost:4000/newsletter/'],
      alwaysSecureCookies: false,
      demo: true,
      seller: {
        name: 'Trade Furniture',
        address: ['Unit 4, 18 Harbour Road', 'Port Botany NSW 2036', 'Australia'],
        taxId: 'ABN 12 345 678 901 (demo)',
        email: 'orders@tradefurniture.example',
        phone: '+61 2 9000 4000',
      },
      paymentDetails: [
        'Westpac · BSB 032-000 · Account 123456 (demo)',
        'SWIFT WPACAU2S',
        'Reference: the pro-forma number',
      ],
      warnings: [],
    });
  });

  it('takes the content editor bridge from CONTENT_BRIDGE_URL, else the public backend', () => {
    expect(parseEnv({ PUBLIC_BACKEND_URL: 'https://api.shop.example' }).content.bridgeUrl).toBe(
      'https://api.shop.example/f/storyblok-v2-latest.js',
    );
    expect(
      parseEnv({ CONTENT_BRIDGE_URL: 'https://app.storyblok.com/f/storyblok-v2-latest.js' }).content
        .bridgeUrl,
    ).toBe('https://app.storyblok.com/f/storyblok-v2-latest.js');
    expect(() => parseEnv({ CONTENT_BRIDGE_URL: 'javascript:alert(1)' })).toThrow(
      /CONTENT_BRIDGE_URL/,
    );
  });

  it('gives the browser the search index only: on the public backend URL unless set', () => {
    expect(
      parseEnv({
        BACKEND_URL: 'http://backend:4000',
        PUBLIC_BACKEND_URL: 'https://api.shop.example',
      }).browserSearch,
    ).toEqual({ appId: 'LOCAL', apiKey: 'demo-search-key', hosts: ['https://api.shop.example'] });
    const parsed = parseEnv({
      BACKEND_URL: 'http://backend:4000',
      PUBLIC_BACKEND_URL: 'https://api.shop.example',
      SEARCH_HOST: 'https://search.example.net',
    });
    expect(parsed.browserSearch.hosts).toEqual(['https://search.example.net']);
    // The commerce API is called by this server only, on the backend's own URL.
    expect(parsed.apiBaseUrl).toBe('http://backend:4000/api');
    expect(Object.keys(parsed)).not.toContain('browser');
  });

  it('reads DCSA Track & Trace on the backend unless TRACK_TRACE_URL names a carrier', () => {
    expect(parseEnv({ BACKEND_URL: 'http://backend:4000/' }).trackTrace.endpoint).toBe(
      'http://backend:4000',
    );
    expect(parseEnv({ TRACK_TRACE_URL: 'https://tnt.carrier.example/' }).trackTrace.endpoint).toBe(
      'https://tnt.carrier.example',
    );
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

  it('takes the mailing script sources as origins or origins with a path, no query', () => {
    expect(
      parseEnv({
        MAILING_SCRIPT_ORIGINS:
          'https://chimpstatic.com/mcjs-connected/, https://a.example:8443/, https://b.example/x.js?v=2',
      }).mailingScriptOrigins,
    ).toEqual([
      'https://chimpstatic.com/mcjs-connected/',
      'https://a.example:8443',
      'https://b.example/x.js',
    ]);
    expect(() => parseEnv({ MAILING_SCRIPT_ORIGINS: 'not a url' })).toThrow(
      /MAILING_SCRIPT_ORIGINS/,
    );
  });
});

describe('parseEnv under NODE_ENV=production (behaviour.md#security)', () => {
  const seller = {
    SELLER_NAME: 'Acme Wholesale Pty Ltd',
    SELLER_ADDRESS: '1 Dock St | Sydney NSW 2000 | Australia',
    SELLER_TAX_ID: 'ABN 98 765 432 109',
    SELLER_PAYMENT_DETAILS: 'Westpac · BSB 032-000 · Account 987654 | SWIFT WPACAU2S |',
  };
  const own = {
    CONTENT_PREVIEW_TOKEN: 'own-preview-token',
    CONTENT_PUBLIC_TOKEN: 'own-public-token',
    GRAPHQL_TOKEN: 'own-graphql-token',
    SEARCH_API_KEY: 'own-search-key',
    CLIENT_ADDRESS_SECRET: 'own-address-secret-of-at-least-32-chars',
  };

  it('refuses every public demo token and a missing address secret, naming each', () => {
    let message = '';
    try {
      parseEnv({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('Refusing to start with NODE_ENV=production');
    for (const name of [
      'CONTENT_PREVIEW_TOKEN',
      'CONTENT_PUBLIC_TOKEN',
      'GRAPHQL_TOKEN',
      'SEARCH_API_KEY',
      'CLIENT_ADDRESS_SECRET',
    ])
      expect(message).toContain(name);
    expect(() =>
      parseEnv({ ...own, NODE_ENV: 'production', GRAPHQL_TOKEN: 'demo-storefront-token' }),
    ).toThrow(/GRAPHQL_TOKEN: is the public demo value/);
  });

  it('starts with secrets of its own', () => {
    expect(parseEnv({ ...own, NODE_ENV: 'production' }).clientAddressSecret).toBe(
      own.CLIENT_ADDRESS_SECRET,
    );
  });

  it('accepts the demo tokens for local runs with ALLOW_DEMO_SECRETS, never without the address secret', () => {
    expect(
      parseEnv({
        NODE_ENV: 'production',
        ALLOW_DEMO_SECRETS: 'true',
        CLIENT_ADDRESS_SECRET: own.CLIENT_ADDRESS_SECRET,
      }).graphql.token,
    ).toBe('demo-storefront-token');
    expect(() => parseEnv({ NODE_ENV: 'production', ALLOW_DEMO_SECRETS: 'true' })).toThrow(
      /CLIENT_ADDRESS_SECRET/,
    );
  });

  it('sets Secure on the cookies in production whatever the scheme, unless PLAIN_HTTP says, and warns', () => {
    const production = { ...own, NODE_ENV: 'production', ...seller };
    expect(parseEnv(production)).toMatchObject({ alwaysSecureCookies: true, warnings: [] });
    const plain = parseEnv({ ...production, PLAIN_HTTP: 'true' });
    expect(plain.alwaysSecureCookies).toBe(false);
    expect(plain.warnings).toEqual([expect.stringMatching(/^PLAIN_HTTP=true: .*without Secure/)]);
    // Outside production the scheme decides (tests and development run on plain http).
    expect(parseEnv({}).alwaysSecureCookies).toBe(false);
  });

  it('is a demo outside production or against the demo backend, never in a deployment', () => {
    expect(parseEnv({}).demo).toBe(true);
    expect(parseEnv({ ...own, NODE_ENV: 'production' }).demo).toBe(false);
    expect(
      parseEnv({
        NODE_ENV: 'production',
        ALLOW_DEMO_SECRETS: 'true',
        CLIENT_ADDRESS_SECRET: own.CLIENT_ADDRESS_SECRET,
      }).demo,
    ).toBe(true);
  });

  it('prints the configured seller, none in production without one, and refuses half of one', () => {
    const deployed = parseEnv({ ...own, NODE_ENV: 'production' });
    expect(deployed.seller).toBeNull();
    expect(deployed.warnings).toEqual([expect.stringContaining('order documents are refused')]);
    expect(parseEnv({ ...own, NODE_ENV: 'production', ...seller }).seller).toEqual({
      name: 'Acme Wholesale Pty Ltd',
      address: ['1 Dock St', 'Sydney NSW 2000', 'Australia'],
      taxId: 'ABN 98 765 432 109',
      email: null,
      phone: null,
    });
    expect(() => parseEnv({ SELLER_NAME: 'Acme' })).toThrow(/SELLER_ADDRESS[\s\S]*SELLER_TAX_ID/);
    expect(parseEnv({ ...own, NODE_ENV: 'production', ...seller }).paymentDetails).toEqual([
      'Westpac · BSB 032-000 · Account 987654',
      'SWIFT WPACAU2S',
    ]);
    // Without payment details a production server prints no pro-forma, and says so.
    const { SELLER_PAYMENT_DETAILS: _, ...unpaid } = seller;
    const noBank = parseEnv({ ...own, NODE_ENV: 'production', ...unpaid });
    expect(noBank.paymentDetails).toBeNull();
    expect(noBank.warnings).toEqual([expect.stringMatching(/^SELLER_PAYMENT_DETAILS is not set/)]);
    expect(deployed.paymentDetails).toBeNull();
    expect(() => parseEnv({ ...seller, SELLER_EMAIL: 'not-an-address' })).toThrow(/SELLER_EMAIL/);
  });

  it('shares read data for 30 s by default, not at all in draft mode, as SHARED_DATA_SECONDS says', () => {
    expect(parseEnv({ STAGING: 'true' }).sharedDataSeconds).toBe(0);
    expect(parseEnv({ SHARED_DATA_SECONDS: '5' }).sharedDataSeconds).toBe(5);
    expect(parseEnv({ STAGING: 'true', SHARED_DATA_SECONDS: '10' }).sharedDataSeconds).toBe(10);
    expect(() => parseEnv({ SHARED_DATA_SECONDS: '-1' })).toThrow(/SHARED_DATA_SECONDS/);
  });

  it('bounds printed documents as PDF_* says: renders a minute and at a time, the cache', () => {
    const pdf = parseEnv({
      PDF_RENDERS_PER_MINUTE: '3',
      PDF_RENDER_CONCURRENCY: '2',
      PDF_CACHE_MB: '8',
      PDF_CACHE_SECONDS: '60',
    }).pdf;
    expect(pdf).toEqual({
      rendersPerMinute: 3,
      concurrency: 2,
      cacheBytes: 8 * 1024 * 1024,
      cacheSeconds: 60,
    });
    expect(() => parseEnv({ PDF_RENDERS_PER_MINUTE: '0' })).toThrow(/PDF_RENDERS_PER_MINUTE/);
    expect(() => parseEnv({ PDF_RENDER_CONCURRENCY: 'many' })).toThrow(/PDF_RENDER_CONCURRENCY/);
  });
});
