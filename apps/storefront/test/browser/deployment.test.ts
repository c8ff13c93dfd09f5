// The storefront configured as a deployment, not a demo (behaviour.md#security): its own
// tokens, no ALLOW_DEMO_SECRETS, reached over plain http without TRUST_PROXY — a TLS proxy
// that was left out of the configuration. The session cookie still goes out Secure (a
// browser keeps it from http://127.0.0.1, as from localhost); /test-page is not served; order
// documents are refused until the seller's details are configured.
import { describe, expect, it } from 'vitest';
import { setupSite, waitForHydration } from './harness';

const site = setupSite({ deployment: true, failOnErrorStatus: false });

describe('a deployment', () => {
  it('sets the session cookie Secure over plain http, and the browser keeps it', async () => {
    const page = await site.newPage();
    await page.goto(site.url('/account/login'));
    await waitForHydration(page);
    await page.locator('main input[name="email"]').fill('buyer@example.com');
    await page.locator('main input[name="password"]').fill('demo-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(site.url('/account'));
    const cookies = await page.context().cookies(site.stack.storefrontUrl);
    const session = cookies.find((cookie) => cookie.name === 'user-token');
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    // The browser sends it back: the account page is the buyer's.
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/account');
    expect(site.stack.storefrontOutput()).not.toContain('PLAIN_HTTP');
  });

  it('does not serve /test-page', async () => {
    site.allow(404);
    const page = await site.newPage();
    const answer = await page.goto(site.url('/test-page'));
    expect(answer?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Page not found');
  });

  it('refuses order documents without the seller’s details, and says so at start-up', async () => {
    const login = await fetch(`${site.stack.backendUrl}/api/customers/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'rrp@example.com', password: 'demo-password-1' }),
    });
    const { token, customer } = (await login.json()) as {
      token: string;
      customer: { id: number };
    };
    const orders = (await (
      await fetch(`${site.stack.backendUrl}/api/customers/${String(customer.id)}/orders`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { message: { id: number }[] };
    const [order] = orders.message;
    if (!order) throw new Error('the demo customer has no order');
    const page = await site.newPage({ token });
    const answer = await page.request.get(
      site.url(`/account/orders/${String(order.id)}/document.pdf`),
    );
    expect(answer.status()).toBe(503);
    expect(await answer.text()).toContain('seller details are not configured');
    expect(site.stack.storefrontOutput()).toContain(
      'SELLER_NAME, SELLER_ADDRESS and SELLER_TAX_ID',
    );
  });
});
