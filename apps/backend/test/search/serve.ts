import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { algoliasearch } from 'algoliasearch';
import type { Algoliasearch } from 'algoliasearch';
import type { Backend } from '../../src/backend';

export const APP_ID = 'LOCAL';
export const SEARCH_KEY = 'demo-search-key';
/** Starting a seeded backend takes seconds; on the shared machine under load it can pass a minute. */
export const SETUP_TIMEOUT_MS = 180_000;

export interface ServedBackend {
  url: string;
  port: number;
  /** The real algoliasearch client pointed at this backend the way @shop/api configures it. */
  client(apiKey?: string): Algoliasearch;
  close(): Promise<void>;
}

/** Serves a test backend over HTTP on a free port: the algoliasearch client needs a real host. */
export async function serveBackend(backend: Backend): Promise<ServedBackend> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: backend.app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
      resolve(s);
    });
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    client: (apiKey = SEARCH_KEY) =>
      algoliasearch(APP_ID, apiKey, {
        hosts: [{ url: `localhost:${port}`, protocol: 'http', accept: 'readWrite' }],
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
