// Items 1–3 and 7–10 of SECURITY.md's figures: shared buckets, lockout, e-mail and password
// changes, reset links, enumeration and racing guesses.
import { randomUUID } from 'node:crypto';
import {
  api,
  countBy,
  DEMO_PASSWORD,
  forwardedFor,
  login,
  outbox,
  PASSWORD,
  register,
  report,
  resetTokensFor,
} from './context';
import { median, send, shopper } from './http';

export async function sharedBucket() {
  // 100 failed logins of one shopper, sent by the storefront (one address) with the shopper's
  // address forwarded; then another shopper logs in through the same storefront.
  const storefront = '127.0.0.1';
  for (let i = 0; i < 100; i++)
    await send(api('/customers/login'), {
      from: storefront,
      headers: forwardedFor('198.51.100.7'),
      body: { email: `nobody-${String(i)}@example.com`, password: 'wrong-password' },
    });
  const other = await send(api('/customers/login'), {
    from: storefront,
    headers: forwardedFor('198.51.100.8'),
    body: { email: 'buyer@example.com', password: DEMO_PASSWORD },
  });
  report(
    '1',
    "another shopper's login after 100 failures by one (via the storefront)",
    other.status,
  );
  for (let i = 0; i < 30; i++)
    await send(api('/customers/generate-password-reset'), {
      from: storefront,
      headers: forwardedFor('198.51.100.7'),
      body: { email: `nobody-${String(i)}@example.com` },
    });
  const reset = await send(api('/customers/generate-password-reset'), {
    from: storefront,
    headers: forwardedFor('198.51.100.8'),
    body: { email: 'rrp@example.com' },
  });
  report('1', "another shopper's reset request after 30 by one (via the storefront)", reset.status);
  // A client that talks to the backend directly cannot pick its bucket with the header.
  const forged = await send(api('/customers/login'), {
    from: shopper(0, 1),
    headers: { 'x-shopper-address': '203.0.113.9', 'x-shopper-signature': 't=1,v1=00' },
    body: { email: 'nobody@example.com', password: 'wrong-password' },
  });
  report('1', 'forged forwarded address from a direct client', forged.status);
}

export async function accountLockout() {
  const email = await register();
  const wrong = [];
  for (let i = 0; i < 10; i++)
    wrong.push(
      (
        await send(api('/customers/login'), {
          from: shopper(10),
          body: { email, password: 'wrong-password' },
        })
      ).status,
    );
  const owner = await send(api('/customers/login'), {
    from: shopper(11),
    body: { email, password: PASSWORD },
  });
  report('2', 'owner logs in from elsewhere after 10 failures from one address', {
    failures: countBy(wrong, (s) => s),
    owner: owner.status,
  });
  // Distributed guessing: 10 failures from each of 6 addresses.
  const target = await register();
  const spread = [];
  for (let a = 0; a < 6; a++)
    for (let i = 0; i < 10; i++)
      spread.push(
        (
          await send(api('/customers/login'), {
            from: shopper(20 + a),
            body: { email: target, password: 'wrong-password' },
          })
        ).status,
      );
  await new Promise((r) => setTimeout(r, 500));
  const notices = (await outbox()).filter((m) => m.to === target).length;
  report('2', '60 guesses from 6 addresses at one account', {
    statuses: countBy(spread, (s) => s),
    mailsToOwner: notices,
  });
}

export async function emailChange() {
  const email = await register();
  const first = await login(email);
  const second = await login(email);
  const changed = await send(api(`/customers/${String(first.id)}`), {
    method: 'PUT',
    token: first.token,
    body: { email: `taken-over-${randomUUID()}@example.com` },
  });
  const other = await send(api('/customers/profile'), { token: second.token });
  await new Promise((r) => setTimeout(r, 300));
  const notices = (await outbox()).filter((m) => m.to === email).length;
  report('3', 'e-mail change without the current password', {
    change: changed.status,
    otherSession: other.status,
    mailsToOldAddress: notices,
  });
}

export async function passwordChange() {
  const email = await register();
  const first = await login(email);
  const second = await login(email);
  const changed = await send(api(`/customers/${String(first.id)}`), {
    method: 'PUT',
    token: first.token,
    body: { _authentication: { password: 'probe-password-2', current_password: PASSWORD } },
  });
  const other = await send(api('/customers/profile'), { token: second.token });
  const own = await send(api('/customers/profile'), { token: first.token });
  report('7', 'other session after a password change', {
    change: changed.status,
    otherSession: other.status,
    ownSession: own.status,
  });
}

export async function olderResetLinks() {
  const email = await register();
  for (let i = 0; i < 2; i++)
    await send(api('/customers/generate-password-reset'), {
      from: shopper(60 + i),
      body: { email },
    });
  let tokens: string[] = [];
  for (let i = 0; i < 100 && tokens.length < 2; i++) {
    tokens = await resetTokensFor(email);
    if (tokens.length < 2) await new Promise((r) => setTimeout(r, 50));
  }
  const [older, newer] = tokens;
  const used = await send(api('/customers/reset-password'), {
    body: { token: newer, password: 'probe-password-3', confirmPassword: 'probe-password-3' },
  });
  const stale = await send(api('/customers/verify-password-reset-token'), {
    body: { token: older },
  });
  report('8', 'older reset link after a reset', { reset: used.status, olderLink: stale.status });
}

export async function enumeration() {
  const statuses = [];
  for (let i = 0; i < 60; i++) {
    const res = await send(api('/customers/create-user'), {
      from: shopper(70),
      body: {
        email: i % 2 === 0 ? 'buyer@example.com' : `enum-${randomUUID()}@example.com`,
        first_name: 'Enum',
        last_name: 'Probe',
        company: 'Enum Pty Ltd',
        phone: '02123456789',
        password: PASSWORD,
      },
    });
    statuses.push(res.status);
  }
  report(
    '9',
    '60 registrations from one address (half known e-mails)',
    countBy(statuses, (s) => s),
  );
  // Reset timing: known accounts (5 requests each, the per-account limit) against unknown ones.
  const known: string[] = [];
  for (let i = 0; i < 20; i++) known.push(await register(shopper(i, 8)));
  const knownMs: number[] = [];
  const unknownMs: number[] = [];
  let n = 0;
  for (let round = 0; round < 5; round++)
    for (const email of known) {
      n += 1;
      const from = shopper(n % 200, 7);
      const reset = (body: { email: string }) =>
        send(api('/customers/generate-password-reset'), { from, body });
      const unknown = { email: `unknown-${randomUUID()}@example.com` };
      // Alternate which goes first, and let the work a request leaves behind settle, so
      // neither kind always follows the other's background work.
      const [k, u] =
        n % 2 === 0
          ? [await reset({ email }), await reset(unknown)]
          : [await reset(unknown), await reset({ email })].reverse();
      await new Promise((r) => setTimeout(r, 20));
      if (k?.status === 200) knownMs.push(k.ms);
      if (u?.status === 200) unknownMs.push(u.ms);
    }
  report('9', 'reset answer, known minus unknown e-mail (median ms)', {
    known: +median(knownMs).toFixed(2),
    unknown: +median(unknownMs).toFixed(2),
    difference: +(median(knownMs) - median(unknownMs)).toFixed(2),
    samples: knownMs.length,
  });
}

export async function parallelGuesses() {
  const email = await register();
  const answers = await Promise.all(
    Array.from({ length: 40 }, () =>
      send(api('/customers/login'), {
        from: shopper(80),
        body: { email, password: 'wrong-password' },
      }),
    ),
  );
  report(
    '10',
    '40 parallel wrong guesses (limit 10): evaluated = 401',
    countBy(answers, (a) => a.status),
  );
}

/** Every string leaf of `value` replaced by one holding a NUL byte, with its path. */
