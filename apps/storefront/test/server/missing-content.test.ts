// A backend without content (SEED=empty): every page still renders, the chrome is empty,
// 'No site settings found' (behaviour.md#errors) is logged, and a missing home story is a 404.
import { NO_SITE_SETTINGS_MESSAGE } from '@shop/domain';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { RenderedApp } from './render';
import { renderApp, startTestBackend } from './render';

let app: RenderedApp;
let closeBackend: () => Promise<void>;
beforeAll(async () => {
  closeBackend = await startTestBackend('empty');
  app = await renderApp();
});
afterAll(async () => {
  await app.close();
  await closeBackend();
});

it("logs 'No site settings found' and renders the page with an empty chrome", async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const response = await app.request('/wishlist');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<header[^>]*data-slot="header"/);
    expect(html).toContain('<title>Wishlist</title>');
    // The console logger of @shop/cms-blocks prefixes its messages with `[cms-blocks]`.
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(NO_SITE_SETTINGS_MESSAGE),
      expect.anything(),
    );
  } finally {
    warn.mockRestore();
  }
});

it('answers 404 for the home page when its story is missing', async () => {
  const response = await app.request('/');
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('Page Not Found: /');
});
