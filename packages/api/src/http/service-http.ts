import type { KyInstance } from 'ky';
import { parseConfig, productServiceConfigSchema, restConfigSchema } from '../config';
import type { ProductServiceConfig, RestConfig } from '../config';
import { createKy } from './create-ky';

interface Transport {
  headers?: Record<string, string> | undefined;
  timeoutMs?: number | undefined;
  retryLimit?: number | undefined;
  fetch?: typeof fetch | undefined;
}

/** The ky instance of one service base, with the client's transport settings. */
export function serviceHttp(baseUrl: string, transport: Transport): KyInstance {
  return createKy({
    baseUrl,
    headers: transport.headers,
    timeoutMs: transport.timeoutMs,
    retryLimit: transport.retryLimit,
    fetch: transport.fetch,
  });
}

/** The commerce REST API's instance, from a configuration checked here. */
export function restHttp(config: RestConfig): KyInstance {
  const resolved = parseConfig(restConfigSchema, config);
  return serviceHttp(resolved.apiBaseUrl, resolved);
}

/** The product service's instance (customer pricing), from a configuration checked here. */
export function productServiceHttp(config: ProductServiceConfig): KyInstance {
  const resolved = parseConfig(productServiceConfigSchema, config);
  return serviceHttp(resolved.productServiceBaseUrl, resolved);
}
