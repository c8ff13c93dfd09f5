import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TestBackend } from '../helpers';
import { setupBackend } from '../helpers';

export const TOKEN = 'demo-storefront-token';

export interface GraphqlResult {
  status: number;
  headers: Headers;
  // Tests read whatever the server sent.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface GraphqlTestServer {
  t: TestBackend;
  url: string;
  /** POSTs a document with plain fetch, as the storefront's client does. */
  post(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string | null; operationName?: string },
  ): Promise<GraphqlResult>;
  /** GETs a document (GraphQL over HTTP, query string). */
  get(
    query: string,
    variables?: Record<string, unknown>,
    token?: string | null,
  ): Promise<GraphqlResult>;
  close(): Promise<void>;
}

async function read(res: Response): Promise<GraphqlResult> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Non-JSON bodies stay text (and fail the assertions that expect JSON).
  }
  return { status: res.status, headers: res.headers, body };
}

/** The real backend (demo data) served over HTTP on a free port, spoken to with fetch. */
export async function startGraphqlServer(): Promise<GraphqlTestServer> {
  const t = await setupBackend();
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: t.backend.app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
      resolve(s);
    });
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  const auth = (token: string | null | undefined): Record<string, string> =>
    token === null ? {} : { authorization: `Bearer ${token ?? TOKEN}` };
  return {
    t,
    url,
    post: async (query, variables = {}, options = {}) =>
      read(
        await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...auth(options.token),
          },
          body: JSON.stringify({
            query,
            variables,
            ...(options.operationName ? { operationName: options.operationName } : {}),
          }),
        }),
      ),
    get: async (query, variables = {}, token) => {
      const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
      return read(
        await fetch(`${url}?${params}`, {
          headers: { accept: 'application/json', ...auth(token) },
        }),
      );
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await t.close();
    },
  };
}
