import { CURRENT_PASSWORD_REQUIRED_MESSAGE } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../helpers';
import { mailsTo, setupBackend } from '../helpers';

// Attacks 3, 7 and 8 of SECURITY.md's figures (behaviour.md#security): a stolen token must not become a takeover, and no credential
// outlives its owner's intent. Changing the e-mail needs the current password and tells the
// old address; changing the e-mail or the password signs out every other session; any
// reset, e-mail change or password change voids the reset links still out.

const PASSWORD = 'correct horse battery';
let t: TestBackend;
let accounts = 0;

async function newAccount() {
  accounts += 1;
  const email = `changes-${String(accounts)}@example.com`;
  const created = await t.call('POST', '/api/customers/create-user', {
    body: {
      email,
      first_name: 'Sam',
      last_name: 'Owner',
      company: 'Owner Ltd',
      phone: '02123456789',
      password: PASSWORD,
    },
  });
  expect(created.status).toBe(201);
  const first = await t.login(email, PASSWORD);
  const second = await t.login(email, PASSWORD);
  return { email, id: first.customerId, token: first.token, other: second.token };
}

const profile = (token: string) => t.call('GET', '/api/customers/profile', { token });
const update = (id: number, token: string, body: object) =>
  t.call('PUT', `/api/customers/${String(id)}`, { token, body });

async function resetTokens(email: string, count: number) {
  for (let i = 0; i < count; i++)
    expect(
      (await t.call('POST', '/api/customers/generate-password-reset', { body: { email } })).status,
    ).toBe(200);
  const mails = await mailsTo(t.outbox, email, { kind: 'password-reset', count });
  return mails.map((m) => m.meta.token ?? '');
}
const verify = async (token: string) =>
  (await t.call('POST', '/api/customers/verify-password-reset-token', { body: { token } })).status;

beforeAll(async () => {
  t = await setupBackend({
    LOGIN_LIMIT_PER_ACCOUNT_AND_ADDRESS: '3',
    RESET_LIMIT_PER_ACCOUNT: '10',
  });
});
afterAll(async () => {
  await t.close();
});

describe('changing the e-mail', () => {
  it('needs the current password: a token alone cannot take the account over', async () => {
    const a = await newAccount();
    const bare = await update(a.id, a.token, { email: 'thief@example.com' });
    expect(bare.status).toBe(400);
    expect(bare.body.message[0].errors['_authentication.current_password']).toBe(
      CURRENT_PASSWORD_REQUIRED_MESSAGE,
    );
    const wrong = await update(a.id, a.token, {
      email: 'thief@example.com',
      _authentication: { current_password: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    expect((await profile(a.token)).body.user.email).toBe(a.email);
    // The same address in another letter case is no change, and needs nothing.
    expect(
      (await update(a.id, a.token, { email: a.email.toUpperCase(), first_name: 'Sami' })).status,
    ).toBe(200);
  });

  it('with it: tells the old address, signs out the other sessions, voids reset links', async () => {
    const a = await newAccount();
    const [link] = await resetTokens(a.email, 1);
    const newEmail = `moved-${String(accounts)}@example.com`;
    const changed = await update(a.id, a.token, {
      email: newEmail,
      _authentication: { current_password: PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message.data.email).toBe(newEmail);
    expect((await profile(a.token)).status).toBe(200);
    expect((await profile(a.other)).status).toBe(401);
    expect(await verify(link ?? '')).toBe(400);
    const [notice] = await mailsTo(t.outbox, a.email, { kind: 'email-changed' });
    expect(notice?.text).toContain(newEmail);
    await t.login(newEmail, PASSWORD);
  });

  it('counts guesses at the current password like failed logins', async () => {
    const a = await newAccount();
    const guess = () =>
      update(a.id, a.token, {
        email: 'x@example.com',
        _authentication: { current_password: 'guess-1234' },
      });
    for (let i = 0; i < 3; i++) expect((await guess()).status).toBe(400);
    expect((await guess()).status).toBe(429);
  });
});

describe('changing the password', () => {
  it('signs out every other session, keeps this one, and tells the owner', async () => {
    const a = await newAccount();
    const [link] = await resetTokens(a.email, 1);
    const changed = await update(a.id, a.token, {
      _authentication: { password: 'a-brand-new-password', current_password: PASSWORD },
    });
    expect(changed.status).toBe(200);
    // Before the abuse hardening the other session stayed signed in.
    expect((await profile(a.other)).status).toBe(401);
    expect((await profile(a.token)).status).toBe(200);
    expect(await verify(link ?? '')).toBe(400);
    expect(await mailsTo(t.outbox, a.email, { kind: 'password-changed' })).toHaveLength(1);
    await t.login(a.email, 'a-brand-new-password');
  });

  it('a profile change without one signs nobody out', async () => {
    const a = await newAccount();
    expect((await update(a.id, a.token, { company: 'Renamed Ltd' })).status).toBe(200);
    expect((await profile(a.other)).status).toBe(200);
  });
});

describe('a password reset', () => {
  it('voids every other reset link of the account', async () => {
    const a = await newAccount();
    const [older, newer] = await resetTokens(a.email, 2);
    const reset = await t.call('POST', '/api/customers/reset-password', {
      body: { token: newer, password: 'reset-password-1', confirmPassword: 'reset-password-1' },
    });
    expect(reset.status).toBe(200);
    // Before the abuse hardening the older link still worked.
    expect(await verify(older ?? '')).toBe(400);
    const replay = await t.call('POST', '/api/customers/reset-password', {
      body: { token: older, password: 'reset-password-2', confirmPassword: 'reset-password-2' },
    });
    expect(replay.status).toBe(400);
    expect((await profile(a.token)).status).toBe(401);
    await t.login(a.email, 'reset-password-1');
  });
});
