import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../helpers';
import { mailsTo, setupBackend } from '../helpers';

// Attack 9 of SECURITY.md's figures (behaviour.md#security): registration answers 409 for a known e-mail, so it is limited per
// address; and a reset request answers before it looks the account up, so its timing cannot
// tell known e-mails from unknown ones (they were 1.3 ms slower).

let t: TestBackend;
beforeAll(async () => {
  t = await setupBackend({ REGISTER_LIMIT_PER_ADDRESS: '4' });
});
afterAll(async () => {
  await t.close();
});

const applicant = (email: string) => ({
  email,
  first_name: 'Ana',
  last_name: 'Applicant',
  company: 'Applicant Ltd',
  phone: '02123456789',
  password: 'correct horse battery',
});

describe('registration', () => {
  it('answers 429 after REGISTER_LIMIT_PER_ADDRESS tries from one address, known or not', async () => {
    const statuses = [];
    for (const email of [
      'buyer@example.com',
      'new-1@example.com',
      'rrp@example.com',
      'new-2@example.com',
      'new-3@example.com',
    ])
      statuses.push(
        (await t.call('POST', '/api/customers/create-user', { body: applicant(email) })).status,
      );
    expect(statuses).toEqual([409, 201, 409, 201, 429]);
    // The refused application created nothing.
    expect(
      (
        await t.call('POST', '/api/customers/login', {
          body: { email: 'new-3@example.com', password: 'correct horse battery' },
        })
      ).status,
    ).toBe(401);
  });
});

/** A promise and the function that settles it (the lib target predates Promise.withResolvers). */
function signal() {
  let resolve: (value: undefined) => void = () => undefined;
  const promise = new Promise<undefined>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('a password-reset request', () => {
  it('answers before the account is looked up: the database can be held and both answer', async () => {
    const db = t.backend.services.database.db;
    const held = signal();
    const isLocked = signal();
    const lock = db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE customers, password_resets IN ACCESS EXCLUSIVE MODE`);
      isLocked.resolve(undefined);
      await held.promise;
    });
    await isLocked.promise;
    const reset = (email: string) =>
      t.call('POST', '/api/customers/generate-password-reset', { body: { email } });
    const timeout = new Promise<'blocked'>((resolve) => {
      setTimeout(() => {
        resolve('blocked');
      }, 5000);
    });
    try {
      const answers = await Promise.race([
        Promise.all([reset('rrp@example.com'), reset('nobody@example.com')]),
        timeout,
      ]);
      // Before the abuse hardening the known e-mail's answer waited for the database: 'blocked'.
      expect(answers).not.toBe('blocked');
      if (answers === 'blocked') return;
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const [known, unknown] = answers;
      expect(known.body.message).toBe(unknown.body.message);
    } finally {
      held.resolve(undefined);
      await lock;
    }
    expect(await mailsTo(t.outbox, 'rrp@example.com', { kind: 'password-reset' })).toHaveLength(1);
    expect(await mailsTo(t.outbox, 'nobody@example.com', { timeoutMs: 0 })).toHaveLength(0);
  });
});
