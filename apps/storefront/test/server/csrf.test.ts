// Cross-site request forgery (behaviour.md#security), over real HTTP against server.ts's app
// and the real backend. React Router refuses an action whose Origin names another site
// (react-router 8.4's `throwIfPotentialCSRFAttack`, lib/actions.ts: a document POST answers
// 400 "Bad Request", a `.data` POST 400, before any middleware or action runs; `Origin: null`
// counts as another site; advisory GHSA-h5cw-625j-3rxh). A request without an Origin header is
// not checked: the framework treats it as no browser's cross-site form (every current browser
// sends Origin on a POST, `null` where it hides the page). These tests hold every action of
// the storefront to that, and check that the refused post changed nothing, so a framework
// upgrade that dropped the check fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, type RunningStorefront } from './storefront-server';

let shop: RunningStorefront;
beforeAll(async () => {
  shop = await startStorefront();
});
afterAll(async () => {
  await shop.close();
});

const EVIL = 'http://evil.example';
const FROM = '127.0.0.60';
const tokenOf = (cookie: string) => /user-token=([^;]+)/.exec(cookie)?.[1] ?? '';

/** The customer's own data, as the backend holds it. */
async function customerState(cookie: string) {
  const token = tokenOf(cookie);
  const call = async (path: string) => {
    const answer = await fetch(`${shop.backendUrl}/api${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };
  const profile = await call('/customers/profile');
  const customer = (profile.body.user ?? {}) as Record<string, unknown>;
  const id = Number(customer.id);
  const listOf = async (path: string) => {
    const answer = await call(path);
    const message = answer.body.message as { data?: unknown[] } | unknown[] | undefined;
    const list = Array.isArray(message) ? message : message?.data;
    // A list that could not be read would make every comparison below pass.
    if (answer.status !== 200 || !Array.isArray(list))
      throw new Error(`${path}: ${String(answer.status)}`);
    return list.length;
  };
  return {
    firstName: customer.first_name,
    addresses: await listOf(`/customers/${String(id)}/addresses`),
    wishlist: await listOf(`/customers/${String(id)}/wishlist`),
    orders: await listOf(`/customers/${String(id)}/orders`),
  };
}

/** The cart page's lines and totals (the page's nonce left out). */
async function cartText(cookie: string) {
  const page = (await shop.request('/cart', FROM, { headers: { cookie } })).body;
  return page
    .slice(page.indexOf('<main'), page.indexOf('</main>'))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('a form posted from another site', () => {
  let cookie = '';
  let productId = 0;
  let variantId = 0;

  beforeAll(async () => {
    cookie = await shop.logIn(FROM, 'rrp@example.com');
    ({ productId, variantId } = await shop.anOrdinaryProduct());
    // A cart with a line, so that checkout, quick order and cart writes have something to change.
    const added = await shop.post(
      '/cart',
      FROM,
      {
        intent: 'add',
        product_id: String(productId),
        variant_id: String(variantId),
        quantity: '1',
      },
      { cookie },
    );
    expect(added.status).toBe(302);
    cookie = [cookie, ...([] as string[]).concat(added.headers['set-cookie'] ?? [])]
      .map((entry) => entry.split(';')[0])
      .filter((entry) => entry !== '')
      .join('; ');
  });

  const ACTIONS: [string, string, Record<string, string>][] = [
    ['cart', '/cart', { intent: 'add', product_id: 'P', variant_id: 'V', quantity: '3' }],
    ['wishlist', '/wishlist', { intent: 'add', product_id: 'P' }],
    ['login', '/account/login', { email: 'buyer@example.com', password: 'demo-password-1' }],
    ['logout', '/account/login', { intent: 'logout' }],
    [
      'checkout',
      '/checkout',
      {
        idempotency_key: 'csrf-probe-0000000001',
        billing: 'new',
        billing_first_name: 'Evil',
        billing_last_name: 'Buyer',
        billing_street_1: '1 Evil Road',
        billing_city: 'Sydney',
        billing_country: 'Australia',
        billing_zip: '2000',
        shipping_same: 'on',
      },
    ],
    ['quick order', '/account/quick-order', { intent: 'add', lines: 'SKU,5' }],
    [
      'profile',
      '/account/edit',
      {
        first_name: 'Mallory',
        last_name: 'Evil',
        company: 'Evil Ltd',
        phone: '09171234567',
        email: 'rrp@example.com',
      },
    ],
    [
      'password',
      '/account/password/change',
      {
        currentPassword: 'demo-password-1',
        password: 'evil-password-1',
        confirmPassword: 'evil-password-1',
      },
    ],
    [
      'addresses',
      '/account',
      {
        intent: 'address',
        address_id: 'new',
        first_name: 'Evil',
        last_name: 'Buyer',
        street_1: '1 Evil Road',
        city: 'Sydney',
        country: 'Australia',
        zip: '2000',
      },
    ],
    ['password reset request', '/account/password/forgot', { email: 'rrp@example.com' }],
    [
      'registration',
      '/register',
      {
        email: 'csrf-victim@example.com',
        first_name: 'Eve',
        last_name: 'Evil',
        company: 'Evil Ltd',
        phone: '09171234567',
        password: 'evil-password-1',
      },
    ],
  ];

  const fill = (fields: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [
        key,
        value === 'P' ? String(productId) : value === 'V' ? String(variantId) : value,
      ]),
    );

  it.each(ACTIONS)(
    'to %s (%s) is refused, as a page and as data, and changes nothing',
    async (_name, path, fields) => {
      const before = await customerState(cookie);
      const cartBefore = await cartText(cookie);
      for (const target of [path, `${path}.data`])
        for (const origin of [EVIL, 'null']) {
          const answer = await shop.post(target, FROM, fill(fields), { cookie, origin });
          expect(answer.status).toBe(400);
          expect(answer.headers['set-cookie']).toBeUndefined();
        }
      expect(await customerState(cookie)).toEqual(before);
      expect(await cartText(cookie)).toBe(cartBefore);
      // The buyer's own password still works, and the forged registration made no account.
      const login = (email: string, password: string) =>
        shop.post('/account/login', '127.0.0.62', { email, password });
      expect((await login('rrp@example.com', 'demo-password-1')).status).toBe(302);
      expect((await login('csrf-victim@example.com', 'evil-password-1')).status).not.toBe(302);
    },
  );

  it('is the only difference: the same forms from the shop itself do their work', async () => {
    const before = await customerState(cookie);
    const profile = await shop.post(
      '/account/edit',
      FROM,
      {
        first_name: 'Rita',
        last_name: 'Buyer',
        company: 'RRP Interiors',
        phone: '09171234567',
        email: 'rrp@example.com',
      },
      { cookie },
    );
    expect(profile.status).toBe(200);
    const wished = await shop.post(
      '/wishlist.data',
      FROM,
      fill({ intent: 'add', product_id: 'P' }),
      {
        cookie,
      },
    );
    expect(wished.status).toBe(200);
    const after = await customerState(cookie);
    expect(after.firstName).toBe('Rita');
    expect(after.wishlist).toBe(before.wishlist + 1);
    const loggedOut = await shop.post('/account/login', FROM, { intent: 'logout' }, { cookie });
    expect(String(loggedOut.headers['set-cookie'])).toContain('user-token=;');
    const session = await fetch(`${shop.backendUrl}/api/customers/profile`, {
      headers: { authorization: `Bearer ${tokenOf(cookie)}` },
    });
    expect(session.status).toBe(401);
  });
});

describe('a form posted without an Origin header', () => {
  it('is handled as React Router documents: not checked, the action runs (a login here)', async () => {
    const answer = await shop.request('/account/login', '127.0.0.61', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'buyer@example.com',
        password: 'demo-password-1',
      }).toString(),
    });
    expect(answer.status).toBe(302);
    expect(String(answer.headers['set-cookie'])).toContain('user-token=');
  });
});
