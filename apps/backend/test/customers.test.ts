import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { sha256 } from '../src/security/secrets';
import type { TestBackend } from './helpers';
import { DEMO, mailsTo, setupBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await setupBackend({ LOGIN_LIMIT_PER_ACCOUNT: '3', RESET_LIMIT_PER_ACCOUNT: '3' });
});
afterAll(async () => {
  await t.close();
});

const newUser = (email: string) => ({
  email,
  first_name: 'Jo',
  last_name: 'Trader',
  company: 'Jo Trading',
  phone: '+639171112222',
  password: 'correct horse battery',
});

describe('login and tokens', () => {
  it('logs a demo customer in with a 256-bit token stored only as a hash', async () => {
    const res = await t.call('POST', '/api/customers/login', {
      body: { email: DEMO.buyer, password: 'demo-password-1' },
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.expires_in).toBe(604_800);
    expect(res.body.customer).toMatchObject({
      email: DEMO.buyer,
      first_name: 'Alex',
      group: { name: 'Trade' },
    });
    const rows = await t.backend.services.database.db
      .select()
      .from(s.customerTokens)
      .where(eq(s.customerTokens.tokenHash, sha256(res.body.token)));
    expect(rows).toHaveLength(1);
    const lifetime = rows[0]!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(604_700_000);
    expect(lifetime).toBeLessThanOrEqual(604_800_000);
  });

  it('stores passwords as argon2id', async () => {
    const [row] = await t.backend.services.database.db
      .select()
      .from(s.customers)
      .where(eq(s.customers.email, DEMO.rrp));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const wrongPassword = await t.call('POST', '/api/customers/login', {
      body: { email: DEMO.rrp, password: 'nope-nope-nope' },
    });
    const unknown = await t.call('POST', '/api/customers/login', {
      body: { email: 'ghost@example.com', password: 'nope-nope-nope' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect({ ...wrongPassword.body, requestId: 0 }).toEqual({ ...unknown.body, requestId: 0 });
  });

  it('rate-limits failed logins per account with 429 and Retry-After', async () => {
    const email = 'noprices@example.com';
    for (let i = 0; i < 3; i++) {
      const res = await t.call('POST', '/api/customers/login', {
        body: { email, password: 'wrong-password' },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await t.call('POST', '/api/customers/login', {
      body: { email, password: 'demo-password-1' },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('reads the profile with a token, refuses without one or with a bad one', async () => {
    const { token } = await t.login(DEMO.rrp);
    const me = await t.call('GET', '/api/customers/profile', { token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: DEMO.rrp, group: { name: 'RRP' } });
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect((await t.call('GET', '/api/customers/profile')).status).toBe(401);
    expect((await t.call('GET', '/api/customers/profile', { token: 'x'.repeat(43) })).status).toBe(
      401,
    );
    expect(
      (await t.call('GET', '/api/customers/profile', { headers: { authorization: 'Basic abc' } }))
        .status,
    ).toBe(401);
  });

  it("reads the same customer as the login answer's, with and without a group", async () => {
    const created = await t.call('POST', '/api/customers/create-user', {
      body: newUser('profile.reader@example.com'),
    });
    expect(created.status).toBe(201);
    for (const [email, password, group] of [
      [DEMO.rrp, 'demo-password-1', 'RRP'],
      ['profile.reader@example.com', 'correct horse battery', ''],
    ] as const) {
      const login = await t.call('POST', '/api/customers/login', { body: { email, password } });
      expect(login.status).toBe(200);
      const me = await t.call('GET', '/api/customers/profile', {
        token: login.body.token as string,
      });
      expect(me.body.user).toEqual(login.body.customer);
      expect(me.body.user).toMatchObject({ email, group: { name: group } });
    }
  });

  it('revokes the token at logout', async () => {
    const { token } = await t.login(DEMO.buyer);
    const out = await t.call('GET', '/api/customers/logout-url', { token });
    expect(out.status).toBe(200);
    expect(typeof out.body.message).toBe('string');
    expect((await t.call('GET', '/api/customers/profile', { token })).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { token } = await t.login(DEMO.buyer);
    await t.backend.services.database.db
      .update(s.customerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.customerTokens.tokenHash, sha256(token)));
    const res = await t.call('GET', '/api/customers/profile', { token });
    expect(res.status).toBe(401);
    expect(res.body.title).toBe('Invalid or expired token');
  });

  it('gives a login url only for the own customer id', async () => {
    const { token, customerId } = await t.login(DEMO.buyer);
    const ok = await t.call('POST', '/api/customers/login-url', {
      token,
      body: { customer_id: customerId },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('http://localhost:3000/account');
    const other = await t.call('POST', '/api/customers/login-url', {
      token,
      body: { customer_id: customerId + 1 },
    });
    expect(other.status).toBe(403);
  });
});

describe('registration', () => {
  it('creates a customer who can then log in', async () => {
    const res = await t.call('POST', '/api/customers/create-user', {
      body: newUser('new.trader@example.com'),
    });
    expect(res.status).toBe(201);
    expect(res.body.message.data).toMatchObject({
      email: 'new.trader@example.com',
      first_name: 'Jo',
      group: { name: '' },
    });
    const login = await t.login('new.trader@example.com', 'correct horse battery');
    expect(login.token).toBeTruthy();
  });

  it('accepts a 64-character password and refuses a 7-character one', async () => {
    const long = await t.call('POST', '/api/customers/create-user', {
      body: { ...newUser('long@example.com'), password: 'p'.repeat(64) },
    });
    expect(long.status).toBe(201);
    const short = await t.call('POST', '/api/customers/create-user', {
      body: { ...newUser('short@example.com'), password: 'short12' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message[0].errors.password).toBe('Password must be at least 8 characters');
  });

  it('refuses a duplicate e-mail (any case) with an error list', async () => {
    const res = await t.call('POST', '/api/customers/create-user', {
      body: newUser('BUYER@example.com'),
    });
    expect(res.status).toBe(409);
    expect(res.body.message[0].errors.email).toBe('email address already exists');
  });

  it('validates every field with the domain messages', async () => {
    const res = await t.call('POST', '/api/customers/create-user', {
      body: {
        email: 'not-an-email',
        first_name: ' ',
        last_name: 'X',
        company: 'Y',
        phone: '12345',
        password: 'long-enough-1',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message[0].errors).toMatchObject({
      email: 'Please enter a valid email address',
      first_name: 'This field is required',
      phone: expect.stringContaining('0 or +63'),
    });
  });
});

describe('profile update', () => {
  it('updates fields and changes the password only with the current one', async () => {
    await t.call('POST', '/api/customers/create-user', { body: newUser('profile@example.com') });
    const { token, customerId } = await t.login('profile@example.com', 'correct horse battery');
    const renamed = await t.call('PUT', `/api/customers/${customerId}`, {
      token,
      body: { first_name: 'Joanna' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.message.data.first_name).toBe('Joanna');

    const noCurrent = await t.call('PUT', `/api/customers/${customerId}`, {
      token,
      body: { _authentication: { password: 'brand-new-password' } },
    });
    expect(noCurrent.status).toBe(400);
    const wrongCurrent = await t.call('PUT', `/api/customers/${customerId}`, {
      token,
      body: {
        _authentication: { password: 'brand-new-password', current_password: 'wrong-password' },
      },
    });
    expect(wrongCurrent.status).toBe(400);
    expect(
      (
        await t.call('POST', '/api/customers/login', {
          body: { email: 'profile@example.com', password: 'brand-new-password' },
        })
      ).status,
    ).toBe(401);

    const changed = await t.call('PUT', `/api/customers/${customerId}`, {
      token,
      body: {
        _authentication: {
          password: 'brand-new-password',
          current_password: 'correct horse battery',
        },
      },
    });
    expect(changed.status).toBe(200);
    await t.login('profile@example.com', 'brand-new-password');
  });

  it('refuses a password outside _authentication and an empty update', async () => {
    const { token, customerId } = await t.login(DEMO.rrp);
    const stray = await t.call('PUT', `/api/customers/${customerId}`, {
      token,
      body: { password: 'sneaky-password' },
    });
    expect(stray.status).toBe(400);
    expect((await t.call('PUT', `/api/customers/${customerId}`, { token, body: {} })).status).toBe(
      400,
    );
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown e-mails and mails only the known one', async () => {
    const known = await t.call('POST', '/api/customers/generate-password-reset', {
      body: { email: DEMO.rrp },
    });
    const unknown = await t.call('POST', '/api/customers/generate-password-reset', {
      body: { email: 'nobody@example.com' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body.message).toBe(unknown.body.message);
    const [mail] = await mailsTo(t.outbox, DEMO.rrp, { kind: 'password-reset' });
    expect(mail?.meta.resetUrl).toContain('/account/password/reset?token=');
    expect(await mailsTo(t.outbox, 'nobody@example.com', { timeoutMs: 0 })).toHaveLength(0);
  });

  it('verifies, resets once, signs out old sessions, and refuses the reused token', async () => {
    await t.call('POST', '/api/customers/create-user', { body: newUser('reset.me@example.com') });
    const old = await t.login('reset.me@example.com', 'correct horse battery');
    await t.call('POST', '/api/customers/generate-password-reset', {
      body: { email: 'reset.me@example.com' },
    });
    const [mail] = await mailsTo(t.outbox, 'reset.me@example.com', { kind: 'password-reset' });
    const token = mail?.meta.token ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(
      (await t.call('POST', '/api/customers/verify-password-reset-token', { body: { token } }))
        .status,
    ).toBe(200);
    const mismatch = await t.call('POST', '/api/customers/reset-password', {
      body: { token, password: 'a-new-password-1', confirmPassword: 'a-new-password-2' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message[0].errors.confirmPassword).toBe('Passwords do not match');

    const reset = await t.call('POST', '/api/customers/reset-password', {
      body: { token, password: 'a-new-password-1', confirmPassword: 'a-new-password-1' },
    });
    expect(reset.status).toBe(200);
    await t.login('reset.me@example.com', 'a-new-password-1');
    expect((await t.call('GET', '/api/customers/profile', { token: old.token })).status).toBe(401);

    const reused = await t.call('POST', '/api/customers/reset-password', {
      body: { token, password: 'another-password-9', confirmPassword: 'another-password-9' },
    });
    expect(reused.status).toBe(400);
    expect(
      (await t.call('POST', '/api/customers/verify-password-reset-token', { body: { token } }))
        .status,
    ).toBe(400);
  });

  it('refuses an expired reset token', async () => {
    await t.call('POST', '/api/customers/generate-password-reset', {
      body: { email: DEMO.noprices },
    });
    const [mail] = await mailsTo(t.outbox, DEMO.noprices, { kind: 'password-reset' });
    const token = mail?.meta.token ?? '';
    await t.backend.services.database.db
      .update(s.passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.passwordResets.tokenHash, sha256(token)));
    expect(
      (await t.call('POST', '/api/customers/verify-password-reset-token', { body: { token } }))
        .status,
    ).toBe(400);
  });

  it('rate-limits reset requests per account', async () => {
    const email = 'limited@example.com';
    for (let i = 0; i < 3; i++) {
      expect(
        (await t.call('POST', '/api/customers/generate-password-reset', { body: { email } }))
          .status,
      ).toBe(200);
    }
    const blocked = await t.call('POST', '/api/customers/generate-password-reset', {
      body: { email },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });
});

describe('addresses and order history', () => {
  it('lists, creates and updates the own addresses', async () => {
    const { token, customerId } = await t.login(DEMO.buyer);
    const list = await t.call('GET', `/api/customers/${customerId}/addresses`, { token });
    expect(list.status).toBe(200);
    expect(list.body.message.data.length).toBeGreaterThanOrEqual(2);

    const address = {
      first_name: 'Alex',
      last_name: 'Buyer',
      street_1: '1 New Street',
      city: 'Newcastle',
      country: 'Australia',
      zip: '2300',
      customer_id: customerId,
    };
    const created = await t.call('POST', `/api/customers/${customerId}/addresses`, {
      token,
      body: [address],
    });
    expect(created.status).toBe(201);
    const id = created.body.message.data[0].id;
    expect(created.body.message.data[0]).toMatchObject({
      customer_id: customerId,
      street_1: '1 New Street',
      street_2: '',
    });

    const updated = await t.call('PUT', `/api/customers/${customerId}/addresses`, {
      token,
      body: [
        {
          id,
          first_name: 'Alex',
          last_name: 'Buyer',
          street_1: '2 New Street',
          city: 'Newcastle',
          country: 'Australia',
          zip: '2300',
          form_fields: [{ name: 'Dock', value: 'B' }],
        },
      ],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message.data[0]).toMatchObject({
      id,
      street_1: '2 New Street',
      form_fields: [{ name: 'Dock', value: 'B' }],
    });
  });

  it('refuses invalid addresses', async () => {
    const { token, customerId } = await t.login(DEMO.buyer);
    const res = await t.call('POST', `/api/customers/${customerId}/addresses`, {
      token,
      body: [{ street_1: '', city: 'X', country: 'AU', zip: '1' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message[0].errors['0.street_1']).toBe('This field is required');
    expect(
      (await t.call('POST', `/api/customers/${customerId}/addresses`, { token, body: [] })).status,
    ).toBe(400);
  });

  it('lists past orders with their products and shipping', async () => {
    const { token, customerId } = await t.login(DEMO.rrp);
    const orders = await t.call('GET', `/api/customers/${customerId}/orders`, { token });
    expect(orders.status).toBe(200);
    expect(orders.body.message).toHaveLength(2);
    const order = orders.body.message[0];
    expect(order).toMatchObject({ customer_id: customerId, customer_group: 'RRP' });
    const products = await t.call('GET', `/api/customers/orders/${order.id}/products`, { token });
    expect(products.status).toBe(200);
    expect(products.body.message.length).toBeGreaterThan(0);
    // RRP orders record 60% of list price.
    const line = products.body.message[0];
    expect(line.price_ex_tax).toBeCloseTo(line.base_price * 0.6, 2);
    const shipping = await t.call('GET', `/api/customers/orders/${order.id}/shipping`, { token });
    expect(shipping.status).toBe(200);
    expect(shipping.body.message[0]).toMatchObject({ order_id: order.id, country: 'Australia' });
  });
});
