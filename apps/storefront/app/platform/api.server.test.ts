import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHOPPER_ADDRESS_HEADER } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Types only: the modules are imported once BACKEND_URL names the listener below (the
// environment is read when they load).
import type * as ApiServer from './api.server';
import type * as RequestScopeModule from './request-scope.server';

// A real HTTP listener standing in for the content service: it records which story each
// call asked for and the shopper address it carried, and answers every story.
const seen: { path: string; address: string | undefined }[] = [];
const server = createServer((request, response) => {
  const address = request.headers[SHOPPER_ADDRESS_HEADER.toLowerCase()];
  seen.push({
    path: new URL(request.url ?? '/', 'http://x').pathname,
    address: typeof address === 'string' ? address : undefined,
  });
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ story: { id: 1, content: {} }, cv: 1 }));
});

let api: typeof ApiServer;
let scope: typeof RequestScopeModule;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  process.env.BACKEND_URL = `http://127.0.0.1:${String(port)}`;
  process.env.CLIENT_ADDRESS_SECRET = 'a-test-secret-of-at-least-32-characters';
  api = await import('./api.server');
  scope = await import('./request-scope.server');
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const storyAs = (shopperAddress: string, slug: string) =>
  scope.requestScope.run({ shopperAddress }, () => api.serverApi().content.story(slug));

describe('the server API client of a request', () => {
  it("sends each request's calls with its own shopper's address, however many run at once", async () => {
    seen.length = 0;
    await Promise.all(
      ['203.0.113.1', '203.0.113.2', '203.0.113.1', '203.0.113.3'].map((address, index) =>
        storyAs(address, `page-${String(index)}`),
      ),
    );
    const addressOf = (slug: string) => seen.find((call) => call.path.endsWith(slug))?.address;
    expect(addressOf('page-0')).toBe('203.0.113.1');
    expect(addressOf('page-1')).toBe('203.0.113.2');
    expect(addressOf('page-2')).toBe('203.0.113.1');
    expect(addressOf('page-3')).toBe('203.0.113.3');
  });

  it('shares no client between shoppers: REST calls made in the same second carry each their own address', async () => {
    for (const address of ['203.0.113.4', '203.0.113.5', '203.0.113.4', '203.0.113.6']) {
      seen.length = 0;
      // The stand-in answers no brand list: the call fails after it was sent, which is all
      // this needs.
      await scope.requestScope
        .run({ shopperAddress: address }, () => api.serverApi().catalogue.brands())
        .catch(() => undefined);
      expect(seen.map((call) => call.address)).toEqual([address]);
    }
  });

  it("does not hold one request's content reads behind another's rate limit", async () => {
    // The content client allows 5 calls a second; twelve requests of one shopper in the same
    // second each read a story: with one limit shared between them, the last would wait a second.
    seen.length = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 12 }, (_, index) => storyAs('203.0.113.9', `burst-${String(index)}`)),
    );
    expect(seen).toHaveLength(12);
    expect(performance.now() - started).toBeLessThan(900);
  });
});
