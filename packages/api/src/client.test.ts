import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { parseApiClientConfig } from './config';
import { ApiConfigError } from './errors/api-config-error';
import { RequestPayloadError } from './errors/request-payload-error';

const base = {
  apiBaseUrl: 'http://localhost:4000/api',
  productServiceBaseUrl: 'http://localhost:4000/product-service',
};

describe('createApiClient configuration', () => {
  it('rejects an unusable configuration with a message naming the field', () => {
    expect(() => createApiClient({ ...base, apiBaseUrl: 'not a url' })).toThrow(ApiConfigError);
    expect(() => createApiClient({ ...base, apiBaseUrl: 'ftp://x/api' })).toThrow(/apiBaseUrl/);
    expect(() => parseApiClientConfig({ apiBaseUrl: base.apiBaseUrl })).toThrow(
      /productServiceBaseUrl/,
    );
    expect(() => parseApiClientConfig(null)).toThrow(ApiConfigError);
    expect(() =>
      createApiClient({
        ...base,
        content: { endpoint: 'http://x', previewToken: '', publicToken: 'p', staging: false },
      }),
    ).toThrow(/content\.previewToken/);
  });

  it('builds the REST clients from the two bases alone', () => {
    const client = createApiClient(base);
    expect(typeof client.customers.login).toBe('function');
    expect(typeof client.pricing.customerPricing).toBe('function');
  });

  it('throws a clear error when an unconfigured service is used', () => {
    const client = createApiClient(base);
    expect(() => client.graphql).toThrow(/graphql is not configured/);
    expect(() => client.content).toThrow(/content is not configured/);
    expect(() => client.search).toThrow(/search is not configured/);
    expect(() => client.newsletter).toThrow(/newsletter is not configured/);
  });

  it('refuses a customer token in the configuration: it goes with each call', () => {
    expect(() => parseApiClientConfig({ ...base, token: 'a-customer-token' })).toThrow(
      /token: the customer token goes with each call/,
    );
  });

  it('checks payloads before sending anything', async () => {
    // Port 9 (discard) is never contacted: the payload check fails first.
    const client = createApiClient({
      apiBaseUrl: 'http://127.0.0.1:9/api',
      productServiceBaseUrl: 'http://127.0.0.1:9/ps',
    });
    await expect(client.customers.login({ email: '', password: 'x' })).rejects.toBeInstanceOf(
      RequestPayloadError,
    );
    await expect(client.carts.get('  ')).rejects.toThrow(/carts.get: invalid payload/);
    await expect(client.carts.create([])).rejects.toThrow(/at least one line item/);
    await expect(client.addresses.list('12abc')).rejects.toBeInstanceOf(RequestPayloadError);
    await expect(
      client.pricing.customerPricing({ customerId: -1, skus: [['A']] }),
    ).rejects.toBeInstanceOf(RequestPayloadError);
  });
});

describe('GraphQL variables', () => {
  it('are checked before anything is sent', async () => {
    const client = createApiClient({
      ...base,
      graphql: { endpoint: 'http://127.0.0.1:9/graphql', token: 'storefront-token' },
    });
    await expect(client.graphql.productStockDetails({ sku: '  ' })).rejects.toBeInstanceOf(
      RequestPayloadError,
    );
    await expect(
      client.graphql.productSizeByVariantId({ variantID: 0, productID: 1, variantIDs: [] }),
    ).rejects.toThrow(/graphql.ProductSizeByVariantID: invalid payload/);
  });
});
