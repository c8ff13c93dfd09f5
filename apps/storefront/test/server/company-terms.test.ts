// The account page's company credit and payment terms, from the real backend's B2B GraphQL
// (in-process, demo data): other@'s company is on credit with net 30; buyer@'s company has
// neither; rrp@ is in no company. A credit hold set by the wholesaler shows at once.
import { formatCurrency } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderedApp } from './render';
import { backendLogIn, renderApp, startTestBackend } from './render';

let stopBackend: () => Promise<void>;
let app: RenderedApp;

beforeAll(async () => {
  stopBackend = await startTestBackend('demo');
  app = await renderApp();
});
afterAll(async () => {
  await app.close();
  await stopBackend();
});

async function accountPage(email: string) {
  const { token } = await backendLogIn(email);
  const response = await app.request('/account', { headers: { Cookie: `user-token=${token}` } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The wholesaler's call (B2B Edition's server-to-server REST, the operations token). */
async function wholesaler(method: string, path: string, body?: unknown) {
  const response = await fetch(`${process.env.BACKEND_URL ?? ''}/api/v3/io${path}`, {
    method,
    headers: { authToken: 'demo-operations-token', 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as { data: unknown };
}

describe('the account page: company credit and payment terms', () => {
  it('shows a company on credit its available credit, the limit and its terms', async () => {
    const html = await accountPage('other@example.com');
    expect(html).toContain('Credit and payment terms');
    expect(html).toContain(`${formatCurrency(5000)} AUD`);
    expect(html).toContain('Refused at checkout');
    expect(html).toContain('Net 30 days');
    expect(html).not.toContain('credit hold');
  });

  it('shows nothing of it to a company without credit or terms, nor to a customer in no company', async () => {
    expect(await accountPage('buyer@example.com')).not.toContain('Credit and payment terms');
    expect(await accountPage('rrp@example.com')).not.toContain('Credit and payment terms');
  });

  it('says so at once when the wholesaler puts the company on credit hold', async () => {
    const { data } = await wholesaler('GET', '/companies?limit=50');
    const harbour = (data as { companyId: number; companyName: string }[]).find(
      (company) => company.companyName === 'Harbour Hospitality Group',
    );
    if (!harbour) throw new Error('no Harbour Hospitality Group in the demo');
    await wholesaler('PUT', `/companies/${String(harbour.companyId)}/credit`, { creditHold: true });
    try {
      expect(await accountPage('other@example.com')).toContain('credit hold');
    } finally {
      await wholesaler('PUT', `/companies/${String(harbour.companyId)}/credit`, {
        creditHold: false,
      });
    }
  });
});
