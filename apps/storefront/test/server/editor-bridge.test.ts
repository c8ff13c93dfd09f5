// behaviour.md#guards: the content editor bridge is loaded only in draft mode — its URL reaches the
// browser, and the content security policy lets it run, only when STAGING is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../app/platform/env.server';
import { contentSecurityPolicy } from '../../app/platform/security-headers.server';
import type { RenderedApp } from './render';
import { renderApp, startTestBackend } from './render';

let app: RenderedApp;
let closeBackend: () => Promise<void>;
beforeAll(async () => {
  closeBackend = await startTestBackend('demo');
  // Read by env.server.ts when the app first loads, below.
  process.env.STAGING = 'true';
  process.env.CONTENT_BRIDGE_URL = 'https://app.storyblok.example/f/storyblok-v2-latest.js';
  app = await renderApp();
});
afterAll(async () => {
  delete process.env.STAGING;
  delete process.env.CONTENT_BRIDGE_URL;
  await app.close();
  await closeBackend();
});

const scriptSrc = (csp: string) => (/script-src ([^;]+)/.exec(csp)?.[1] ?? '').split(' ');

describe('the content editor bridge', () => {
  it('in draft mode, hands the browser the configured bridge and lets it run', async () => {
    const response = await app.request('/about-us');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('https://app.storyblok.example/f/storyblok-v2-latest.js');
    // The bridge's one file, not its whole origin.
    const sources = scriptSrc(response.headers.get('Content-Security-Policy') ?? '');
    expect(sources).toContain('https://app.storyblok.example/f/storyblok-v2-latest.js');
    expect(sources).not.toContain('https://app.storyblok.example');
    // A draft is for the editor's eyes: no shared cache may keep it.
    expect(response.headers.get('Cache-Control') ?? '').not.toContain('public');
    expect(response.headers.get('ETag')).toBeNull();
  });

  it('in published mode, names no bridge and does not allow its origin', () => {
    const published = parseEnv({
      CONTENT_BRIDGE_URL: 'https://app.storyblok.example/f/storyblok-v2-latest.js',
    });
    expect(contentSecurityPolicy(published, ["'nonce-n'"])).not.toContain(
      'https://app.storyblok.example',
    );
    const draft = parseEnv({
      STAGING: 'true',
      CONTENT_BRIDGE_URL: 'https://app.storyblok.example/f/storyblok-v2-latest.js',
    });
    expect(scriptSrc(contentSecurityPolicy(draft, ["'nonce-n'"]))).toContain(
      'https://app.storyblok.example/f/storyblok-v2-latest.js',
    );
  });
});
