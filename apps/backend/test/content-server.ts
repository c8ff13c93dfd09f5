import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TestBackend } from './helpers';
import { setupBackend } from './helpers';

export interface ServedBackend extends TestBackend {
  /** e.g. http://127.0.0.1:43123 */
  url: string;
}

/**
 * The test backend on a real port: storyblok-js-client talks HTTP through fetch, so it
 * gets a listening server rather than app.request.
 */
export async function serveTestBackend(): Promise<ServedBackend> {
  const t = await setupBackend();
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: t.backend.app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
      resolve(s);
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    ...t,
    url: `http://127.0.0.1:${port}`,
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

export const TOKENS = {
  preview: 'demo-preview-token',
  public: 'demo-public-token',
  management: 'demo-management-token',
} as const;

/** The seeded stories (@shop/demo-content); every one is published. */
export const SEEDED_STORY_COUNT = 10;
