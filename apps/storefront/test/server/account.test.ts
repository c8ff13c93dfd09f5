// Accounts against the server-rendered app and the real backend (in-process, in-memory
// database with demo data): login and logout with their cookies, the account pages, the
// profile and address forms, password change, forgot and reset with the outbox e-mail,
// and registration through the content story's form.
import { createApiClient, type ApiClient } from '@shop/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inProcessBackend, type TestBackend } from '../backend';
import type { RenderedApp } from './render';
import { DEMO_PASSWORD, renderApp } from './render';

let app: RenderedApp;
let backend: TestBackend;
let backendUrl: string;
const run = Date.now().toString(36);

beforeAll(async () => {
  // The backend itself, not only its address: these tests read the mail it sends. The app
  // reaches it through BACKEND_URL, read when renderApp() first loads the app.
  backend = await inProcessBackend('demo');
  backendUrl = backend.url;
  process.env.BACKEND_URL = backendUrl;
  app = await renderApp();
});
afterAll(async () => {
  await app.close();
  await backend.close();
});

function backendApi(): ApiClient {
  return createApiClient({
    apiBaseUrl: `${backendUrl}/api`,
    productServiceBaseUrl: `${backendUrl}/product-service`,
  });
}

/** A fresh customer of this run, so password changes never touch the demo logins. */
async function newCustomer(name: string) {
  const email = `${name}-${run}@example.com`;
  await backendApi().customers.register({
    email,
    first_name: `First${name}`,
    last_name: 'Tester',
    company: 'Test Interiors',
    phone: '09171234567',
    password: DEMO_PASSWORD,
  });
  return email;
}

function post(path: string, fields: Record<string, string>, cookie?: string) {
  return app.request(path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
}

const setCookies = (response: Response) => response.headers.getSetCookie();
const tokenCookie = (response: Response) =>
  setCookies(response).find((cookie) => cookie.startsWith('user-token='));

/** Logs in through the app and returns the Cookie header of the session. */
async function logIn(email: string, password = DEMO_PASSWORD, extraCookie = ''): Promise<string> {
  const response = await post('/account/login', { email, password }, extraCookie || undefined);
  const cookie = tokenCookie(response);
  if (!cookie) throw new Error(`login failed: ${String(response.status)} ${await response.text()}`);
  return cookie.split(';')[0] ?? '';
}

const tokenOf = (cookie: string) => cookie.replace(/^user-token=/, '');
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('login (behaviour.md#states)', () => {
  it('shows the form with links to the reset and the application', async () => {
    const response = await app.request('/account/login');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Log in</title>');
    expect(html).toMatch(/<input[^>]*name="email"/);
    expect(html).toContain('href="/account/password/forgot"');
    expect(html).toContain('href="/register"');
  });

  it('shows the server error list on a wrong password and sets no cookie', async () => {
    const response = await post('/account/login', {
      email: 'buyer@example.com',
      password: 'wrong-password',
    });
    expect(tokenCookie(response)).toBeUndefined();
    const html = await response.text();
    expect(html).toMatch(/role="alert"[^>]*aria-label="Login failed"/);
    expect(text(html)).toContain('Invalid email or password');
    // The e-mail stays typed in.
    expect(html).toMatch(
      /name="email"[^>]*value="buyer@example.com"|value="buyer@example.com"[^>]*name="email"/,
    );
  });

  it('checks the form with the domain rules before calling the server', async () => {
    const html = await (await post('/account/login', { email: 'nope', password: '' })).text();
    expect(text(html)).toContain('Please enter a valid email address');
    expect(text(html)).toContain('This field is required');
  });

  it('stores the token in a lax user-token cookie no script can read, and goes to the account', async () => {
    const response = await post('/account/login', {
      email: 'buyer@example.com',
      password: DEMO_PASSWORD,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/account');
    const cookie = tokenCookie(response) ?? '';
    expect(cookie).toMatch(/^user-token=[^;]+/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=604800');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('HttpOnly');
    // Plain http here: a secure cookie would never come back.
    expect(cookie).not.toContain('Secure');
    expect(
      await backendApi().customers.profile({ token: tokenOf(cookie.split(';')[0] ?? '') }),
    ).toMatchObject({
      email: 'buyer@example.com',
    });
  });

  it('marks the cookie secure when served over https', async () => {
    // The URL server.ts builds for an https request, direct or from a trusted proxy; a
    // client's own X-Forwarded-Proto is not believed (test/server/security.test.ts).
    const response = await app.request('https://storefront.test/account/login', {
      method: 'POST',
      body: new URLSearchParams({ email: 'buyer@example.com', password: DEMO_PASSWORD }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(tokenCookie(response)).toContain('Secure');
  });

  it('attaches the stored guest cart to the customer', async () => {
    const email = await newCustomer('cart');
    const products = z
      .array(
        z.looseObject({
          id: z.number(),
          variants: z.array(
            z.looseObject({ id: z.number(), inventory_level: z.number().nullish() }),
          ),
        }),
      )
      .parse(await backendApi().catalogue.availableProducts({ page: 1, limit: 20 }));
    const stocked = products.flatMap((product) =>
      product.variants
        .filter((variant) => (variant.inventory_level ?? 0) > 0)
        .map((variant) => ({ product_id: product.id, variant_id: variant.id, quantity: 1 })),
    );
    if (!stocked[0]) throw new Error('no demo product in stock');
    const cart = await backendApi().carts.create([stocked[0]]);
    const cookie = await logIn(email, DEMO_PASSWORD, `cartId=${cart.id}`);
    const api = backendApi();
    const token = tokenOf(cookie);
    const me = await api.customers.profile({ token });
    expect((await api.carts.get(cart.id, { token })).customer_id).toBe(me.id);
  });

  it('still logs in when the stored cart cannot be attached (only logged)', async () => {
    const cookie = await logIn('buyer@example.com', DEMO_PASSWORD, 'cartId=no-such-cart');
    expect(cookie).toMatch(/^user-token=.+/);
  });
});

describe('the chrome of a logged-in customer', () => {
  it('greets the customer by first name in the header, leading to /account', async () => {
    const cookie = await logIn('buyer@example.com');
    const html = await (await app.request('/wishlist', { headers: { Cookie: cookie } })).text();
    const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    expect(header).toContain('href="/account"');
    expect(text(header)).toContain('Alex');
  });

  it('shows no name to a guest', async () => {
    const html = await (await app.request('/wishlist')).text();
    const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    expect(header).toContain('href="/account/login"');
    expect(text(header)).not.toContain('Alex');
  });
});

describe('logout (behaviour.md#states)', () => {
  it('expires the token and cart cookies and revokes the token', async () => {
    const cookie = await logIn('buyer@example.com');
    const response = await post('/account/login', { intent: 'logout' }, `${cookie}; cartId=abc`);
    const cookies = setCookies(response);
    expect(cookies.find((c) => c.startsWith('user-token='))).toMatch(/^user-token=;.*Max-Age=0/);
    expect(cookies.find((c) => c.startsWith('cartId='))).toMatch(/^cartId=;.*Max-Age=0/);
    expect(text(await response.text())).toContain('You have been logged out.');
    await expect(backendApi().customers.profile({ token: tokenOf(cookie) })).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe('account overview', () => {
  it('shows the profile, the orders and the addresses', async () => {
    const cookie = await logIn('buyer@example.com');
    const response = await app.request('/account', { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const html = text(await response.text());
    expect(html).toContain('My account');
    expect(html).toContain('Alex Buyer');
    expect(html).toContain('buyer@example.com');
    expect(html).toContain('Buyer Interiors Pty Ltd');
    expect(html).toMatch(/Orders .*Order Date .*#\d+/);
    expect(html).toContain('Addresses');
    expect(html).toContain('Log out');
  });

  it('lists the orders, each linking to its own page', async () => {
    const cookie = await logIn('buyer@example.com');
    const api = backendApi();
    const token = tokenOf(cookie);
    const orders = await api.customers.orders((await api.customers.profile({ token })).id, {
      token,
    });
    expect(orders.length).toBeGreaterThan(0);
    const html = await (await app.request('/account', { headers: { Cookie: cookie } })).text();
    for (const order of orders)
      expect(html).toContain(`href="/account/orders/${String(order.id)}"`);
  });

  it('tells a customer whose token expired to log in again', async () => {
    const response = await app.request('/account', { headers: { Cookie: 'user-token=expired' } });
    expect(response.status).toBe(200);
    const html = text(await response.text());
    expect(html).toContain('Your session has expired. Please log in again.');
  });
});

describe('addresses (on /account: /account/address is redirected to /)', () => {
  it('adds an address, refuses a bad one with field messages, and edits one', async () => {
    const cookie = await logIn(await newCustomer('addr'));
    const bad = await post(
      '/account',
      {
        intent: 'address',
        address_id: 'new',
        street_1: '',
        city: 'Manila',
        country: 'PH',
        zip: '1000',
        phone: '123',
      },
      cookie,
    );
    expect(bad.status).toBe(400);
    const badHtml = text(await bad.text());
    expect(badHtml).toContain('This field is required');
    expect(badHtml).toContain('Please enter a valid phone number');

    const added = await post(
      '/account',
      {
        intent: 'address',
        address_id: 'new',
        first_name: 'Ana',
        last_name: 'Reyes',
        street_1: '12 Mango Street',
        city: 'Makati',
        country: 'Philippines',
        zip: '1200',
        phone: '',
      },
      cookie,
    );
    expect(added.status).toBe(200);
    expect(text(await added.text())).toContain('Address added.');

    const api = backendApi();
    const token = tokenOf(cookie);
    const [address] = await api.addresses.list((await api.customers.profile({ token })).id, {
      token,
    });
    if (!address) throw new Error('the address was not stored');
    const editForm = text(
      await (
        await app.request(`/account?address=${String(address.id)}`, { headers: { Cookie: cookie } })
      ).text(),
    );
    expect(editForm).toContain('Save address');

    const edited = await post(
      '/account',
      {
        intent: 'address',
        address_id: String(address.id),
        first_name: 'Ana',
        last_name: 'Reyes',
        street_1: '14 Mango Street',
        city: 'Makati',
        country: 'Philippines',
        zip: '1200',
      },
      cookie,
    );
    expect(text(await edited.text())).toContain('Address updated.');
    const page = text(
      await (await app.request('/account', { headers: { Cookie: cookie } })).text(),
    );
    expect(page).toContain('14 Mango Street');
    expect(page).not.toContain('12 Mango Street');
  });
});

describe('profile edit', () => {
  it('saves the profile without touching the password', async () => {
    const email = await newCustomer('edit');
    const cookie = await logIn(email);
    const response = await post(
      '/account/edit',
      {
        first_name: 'Renamed',
        last_name: 'Tester',
        company: 'New Co',
        email,
        phone: '+639171234567',
        password: '',
        confirmPassword: '',
        currentPassword: '',
      },
      cookie,
    );
    expect(response.status).toBe(200);
    expect(text(await response.text())).toContain('Profile updated.');
    const header = /<header[\s\S]*?<\/header>/.exec(
      await (await app.request('/account', { headers: { Cookie: cookie } })).text(),
    )?.[0];
    expect(text(header ?? '')).toContain('Renamed');
    await logIn(email); // the password is unchanged
  });

  it('shows field messages for a bad phone and a new password without its confirmation', async () => {
    const email = await newCustomer('editbad');
    const cookie = await logIn(email);
    const response = await post(
      '/account/edit',
      {
        first_name: 'A',
        last_name: 'B',
        company: 'C',
        email,
        phone: '12345',
        password: 'new-password-1',
        confirmPassword: '',
        currentPassword: '',
      },
      cookie,
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(text(html)).toContain('Please enter a valid phone number');
    expect(text(html)).toContain('Passwords do not match');
    expect(html).not.toContain('new-password-1');
  });

  it('changes the password when one is filled in, with the current one', async () => {
    const email = await newCustomer('editpw');
    const cookie = await logIn(email);
    const fields = {
      first_name: 'A',
      last_name: 'B',
      company: 'C',
      email,
      phone: '09171234567',
      password: 'edited-password-1',
      confirmPassword: 'edited-password-1',
    };
    const wrong = await post('/account/edit', { ...fields, currentPassword: 'not-it' }, cookie);
    expect(text(await wrong.text())).toContain('The current password is incorrect');
    const right = await post(
      '/account/edit',
      { ...fields, currentPassword: DEMO_PASSWORD },
      cookie,
    );
    expect(text(await right.text())).toContain('Profile and password updated.');
    await logIn(email, 'edited-password-1');
  });
});

describe('password change (behaviour.md#validation)', () => {
  it('asks a guest to log in', async () => {
    const response = await app.request('/account/password/change');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(text(html)).toContain('Please log in to manage your trade account.');
    expect(html).toContain('href="/account/login"');
    expect(html).not.toMatch(/<input[^>]*name="currentPassword"/);
  });

  it('fails with the generic message when the current password does not log in', async () => {
    const cookie = await logIn(await newCustomer('pwbad'));
    const response = await post(
      '/account/password/change',
      {
        currentPassword: 'wrong-one',
        password: 'changed-password-1',
        confirmPassword: 'changed-password-1',
      },
      cookie,
    );
    expect(response.status).toBe(400);
    expect(text(await response.text())).toContain('An error occurred. Please try again.');
  });

  it('changes the password: success message, new password logs in, old one not', async () => {
    const email = await newCustomer('pw');
    const cookie = await logIn(email);
    const response = await post(
      '/account/password/change',
      {
        currentPassword: DEMO_PASSWORD,
        password: 'changed-password-1',
        confirmPassword: 'changed-password-1',
      },
      cookie,
    );
    expect(text(await response.text())).toContain('Successfully updated password.');
    await logIn(email, 'changed-password-1');
    await expect(logIn(email)).rejects.toThrow(/login failed/);
  });
});

async function resetMailFor(email: string): Promise<{ resetUrl: string; token: string }> {
  const { resetUrl, token } = (await backend.mailsTo(email)).at(-1)?.meta ?? {};
  if (!resetUrl || !token) throw new Error(`no reset e-mail for ${email}`);
  return { resetUrl, token };
}

describe('forgot and reset password (behaviour.md#states)', () => {
  it('requests the e-mail, verifies the link and sets the new password', async () => {
    const email = await newCustomer('reset');
    const asked = await post('/account/password/forgot', { email });
    expect(text(await asked.text())).toContain('If an account exists for that email address');
    const { resetUrl, token } = await resetMailFor(email);
    const link = new URL(resetUrl);
    expect(link.pathname).toBe('/account/password/reset');

    const form = await (await app.request(`${link.pathname}${link.search}`)).text();
    expect(form).toContain('<meta name="referrer" content="same-origin"/>');
    expect(form).toMatch(/<input[^>]*name="password"/);
    expect(form).toContain(`value="${token}"`);

    const mismatch = await post('/account/password/reset', {
      token,
      password: 'reset-password-1',
      confirmPassword: 'other',
    });
    expect(text(await mismatch.text())).toContain('Passwords do not match');

    const done = await post('/account/password/reset', {
      token,
      password: 'reset-password-1',
      confirmPassword: 'reset-password-1',
    });
    expect(text(await done.text())).toContain('Your password has been reset');
    await logIn(email, 'reset-password-1');

    // Single use: the same link is refused afterwards.
    const again = text(await (await app.request(`${link.pathname}${link.search}`)).text());
    expect(again).toContain('Request a new link');
    expect(again).not.toMatch(/Reset password Reset password/);
  });

  it('refuses a link without a token or with a bad one', async () => {
    expect(text(await (await app.request('/account/password/reset')).text())).toContain(
      'The reset link is incomplete',
    );
    const bad = await (await app.request('/account/password/reset?token=nonsense')).text();
    expect(bad).toMatch(/role="alert"/);
    expect(bad).not.toMatch(/<input[^>]*name="password"/);
  });

  it('answers the same for an unknown e-mail (no enumeration)', async () => {
    const html = text(
      await (await post('/account/password/forgot', { email: `nobody-${run}@example.com` })).text(),
    );
    expect(html).toContain('If an account exists for that email address');
  });
});

describe('registration', () => {
  it('renders the one application form of the content story', async () => {
    const response = await app.request('/register');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Apply for a trade account');
    expect(html.match(/<form/g)?.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    const forms = html.match(/<form[^>]*aria-labelledby[^>]*>/g) ?? [];
    expect(forms).toHaveLength(1);
    for (const name of [
      'first_name',
      'last_name',
      'company',
      'phone',
      'email',
      'password',
      'confirmPassword',
    ])
      expect(html).toMatch(new RegExp(`<input[^>]*name="${name}"`));
  });
});
