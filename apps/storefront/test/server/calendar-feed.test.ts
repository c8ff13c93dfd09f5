// The buyer's private calendar feed through the storefront, rendered by the real server build
// against the real backend (in-process, in-memory database, demo data): the form on
// /account/containers makes the link (shown once, on the shop's own origin), the .ics there
// has each container's ETD and ETA; replacing ends the old link, stopping ends the feed; a
// guest is sent to log in; a post from another site is refused.
import { createApiClient } from '@shop/api';
import { LOGIN_PATH } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderedApp } from './render';
import { renderApp, startTestBackend } from './render';

let app: RenderedApp;
let closeBackend: () => Promise<void>;
let token: string;

const ORIGIN = 'http://storefront.test';

beforeAll(async () => {
  closeBackend = await startTestBackend('demo');
  app = await renderApp();
  const backend = process.env.BACKEND_URL ?? '';
  const api = createApiClient({
    apiBaseUrl: `${backend}/api`,
    productServiceBaseUrl: `${backend}/product-service`,
  });
  ({ token } = await api.customers.login({
    email: 'buyer@example.com',
    password: 'demo-password-1',
  }));
});
afterAll(async () => {
  await app.close();
  await closeBackend();
});

const cookie = () => ({ Cookie: `user-token=${token}` });
const html = async (response: Response) =>
  (await response.text()).replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

function postIntent(intent: string, headers: Record<string, string> = {}) {
  return app.request('/account/containers', {
    method: 'POST',
    headers: {
      ...cookie(),
      Origin: ORIGIN,
      'Content-Type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: new URLSearchParams({ intent }).toString(),
  });
}

/** The link the page showed once, and its webcal:// twin. */
async function createLink(intent = 'create-feed') {
  const response = await postIntent(intent);
  expect(response.status).toBe(200);
  const page = await html(response);
  expect(page).toContain('Copy this link now: it is shown once.');
  const input = /<input[^>]*value="(http:\/\/storefront\.test\/calendar\/[^"]+)"[^>]*>/.exec(page);
  expect(input?.[0]).toMatch(/readonly/i);
  const link = input?.[1] ?? '';
  expect(link).toMatch(/^http:\/\/storefront\.test\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(page).toContain(`href="${link.replace(/^http:/, 'webcal:')}"`);
  expect(page).toContain('Add to calendar');
  return { link, path: new URL(link).pathname, page };
}

describe('the calendar feed on /account/containers', () => {
  it('offers to create a link, and shows it once after creating', async () => {
    const before = await html(await app.request('/account/containers', { headers: cookie() }));
    expect(before).toContain('Calendar feed');
    expect(before).toContain('Create a calendar link');

    const { path, page } = await createLink();
    // After the post the page says a link is live and offers to replace or stop it.
    expect(page).toContain('A calendar link is active since');
    expect(page).toContain('Replace the link');
    expect(page).toContain('Stop the feed');

    // The link is never shown again.
    const later = await html(await app.request('/account/containers', { headers: cookie() }));
    expect(later).toContain('A calendar link is active since');
    expect(later).not.toContain(path);
  });

  it('serves the feed on the shop’s origin with each container’s ETD and ETA', async () => {
    const { path } = await createLink('replace-feed');
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    const ics = await response.text();
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    const summaries = ics.split('\r\n').filter((line) => line.startsWith('SUMMARY:'));
    // The demo buyer's journey: six container orders, each with a departure and an arrival.
    expect(summaries.filter((s) => s.startsWith('SUMMARY:ETD · '))).toHaveLength(6);
    expect(summaries.filter((s) => s.startsWith('SUMMARY:ETA · '))).toHaveLength(6);
    expect(ics).toMatch(/DTSTART;VALUE=DATE:\d{8}\r\n/);
    expect(ics).toContain('X-WR-CALNAME:Containers — ');
  });

  it('replacing the link ends the old one; stopping ends the feed', async () => {
    const first = await createLink('replace-feed');
    const second = await createLink('replace-feed');
    expect((await app.request(first.path)).status).toBe(404);
    expect((await app.request(second.path)).status).toBe(200);

    const stopped = await postIntent('stop-feed');
    expect(stopped.status).toBe(200);
    const page = await html(stopped);
    expect(page).toContain('The calendar feed is stopped');
    expect(page).toContain('Create a calendar link');
    const gone = await app.request(second.path);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('answers 404 to a malformed feed address without asking the backend anything odd', async () => {
    for (const path of [
      '/calendar/short.ics',
      `/calendar/${'A'.repeat(43)}`,
      `/calendar/${'A'.repeat(43)}.ics`,
      `/calendar/${'A'.repeat(40)}%2F..%2F.ics`,
    ])
      expect((await app.request(path)).status, path).toBe(404);
  });

  it('refuses an unknown intent, and a post from another site', async () => {
    expect((await postIntent('delete-everything')).status).toBe(400);
    const evil = await postIntent('create-feed', { Origin: 'http://evil.example' });
    expect(evil.status).toBe(400);
    const page = await html(await app.request('/account/containers', { headers: cookie() }));
    expect(page).toContain('Create a calendar link');
  });

  it('sends a guest to log in', async () => {
    const response = await app.request('/account/containers');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(LOGIN_PATH);
  });
});
