import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../scripts/probe/http';
import type { TestBackend } from '../helpers';
import { mailsTo, setupBackend } from '../helpers';
import type { ServedBackend } from '../search/serve';
import { SETUP_TIMEOUT_MS, serveBackend } from '../search/serve';

// Attacks 2 and 10 of SECURITY.md's figures (behaviour.md#security): failed logins count per account *and* address, so ten wrong
// passwords from one place do not lock the owner out elsewhere; a ceiling per account across
// addresses still stops distributed guessing and tells the owner; and every attempt is
// counted before the password is hashed, so racing guesses cannot exceed a limit.

const PASSWORD = 'correct horse battery';
let t: TestBackend;
let served: ServedBackend;
let accounts = 0;

async function newAccount(): Promise<string> {
  accounts += 1;
  const email = `limits-${String(accounts)}@example.com`;
  const res = await t.call('POST', '/api/customers/create-user', {
    body: {
      email,
      first_name: 'Lee',
      last_name: 'Limits',
      company: 'Limits Ltd',
      phone: '02123456789',
      password: PASSWORD,
    },
  });
  expect(res.status).toBe(201);
  return email;
}

const login = (from: string, email: string, password: string) =>
  send(`${served.url}/api/customers/login`, { from, body: { email, password } });

beforeAll(async () => {
  t = await setupBackend({
    LOGIN_LIMIT_PER_ACCOUNT_AND_ADDRESS: '10',
    LOGIN_LIMIT_PER_ACCOUNT: '25',
    REGISTER_LIMIT_PER_ADDRESS: '100',
  });
  served = await serveBackend(t.backend);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await served.close();
  await t.close();
});

describe('failed logins', () => {
  it('lock one address out of one account, not the owner elsewhere', async () => {
    const email = await newAccount();
    for (let i = 0; i < 10; i++)
      expect((await login('127.0.0.2', email, 'wrong-pw-1')).status).toBe(401);
    const blocked = await login('127.0.0.2', email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Before the abuse hardening: 429 for the account, whoever asked.
    expect((await login('127.0.0.3', email, PASSWORD)).status).toBe(200);
  });

  it('stop distributed guessing at the per-account ceiling and e-mail the owner once', async () => {
    const email = await newAccount();
    const statuses: number[] = [];
    for (let address = 0; address < 3; address++)
      for (let i = 0; i < 10; i++)
        statuses.push((await login(`127.0.1.${String(address + 2)}`, email, 'wrong-pw-2')).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(25);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect((await login('127.0.1.9', email, PASSWORD)).status).toBe(429);
    const notices = await mailsTo(t.outbox, email, { kind: 'logins-blocked' });
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe('Sign-ins to your trade account are paused');
    expect(notices[0]?.text).toContain('/account/password/forgot');
  });

  it('never evaluate more racing guesses than the limit', async () => {
    const email = await newAccount();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login('127.0.0.5', email, 'wrong-pw-3')),
    );
    const statuses = answers.map((a) => a.status);
    // Before the abuse hardening: 25 of 40 evaluated against a limit of 10.
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });

  it('do not count a successful login, and forgive the address its slips', async () => {
    // 18 failures from one address, above its limit of 10, but a success after each 9.
    const email = await newAccount();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++)
        expect((await login('127.0.0.6', email, 'wrong-pw-4')).status).toBe(401);
      expect((await login('127.0.0.6', email, PASSWORD)).status).toBe(200);
    }
  });
});
