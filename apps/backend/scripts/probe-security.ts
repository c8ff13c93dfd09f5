import { createHmac, randomUUID } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startProbedBackend, startsWith } from './probe/backend-process';
import type { ProbedBackend } from './probe/backend-process';
import { median, send, shopper } from './probe/http';

// `pnpm --filter @shop/backend probe:security [--database-url postgres://…] [--only 1,4,11]
//  [--backend-dir DIR]`:
// the attacks of SECURITY.md's figures (docs/behaviour.md#security), tried against the real backend as its own process on a fresh demo
// database, each printing the figure that says whether it still works. Run it before and after
// a change to the limits or the checks; SECURITY.md quotes its figures. DIR: another checkout's
// apps/backend (e.g. a `git worktree` of an older commit) to measure "before".
// Not part of the server: args and env are read here directly.

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    port: { type: 'string', default: '4630' },
    only: { type: 'string' },
    'backend-dir': { type: 'string' },
  },
});
const only = values.only ? new Set(values.only.split(',')) : undefined;
const wanted = (item: string) => !only || only.has(item);

const SECRET = 'probe-shopper-address-secret-0123456789';
const PASSWORD = 'probe-password-1';
const DEMO_PASSWORD = 'demo-password-1';
const SEARCH_KEY = { 'x-algolia-application-id': 'LOCAL', 'x-algolia-api-key': 'demo-search-key' };

/** What the storefront's server sends with each call for shopper `address`. */
function forwardedFor(address: string): Record<string, string> {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', SECRET)
    .update(`${String(t)}.${address}`)
    .digest('hex');
  return { 'x-shopper-address': address, 'x-shopper-signature': `t=${String(t)},v1=${v1}` };
}

const rows: [string, string, string][] = [];
function report(item: string, what: string, figure: unknown) {
  const text = typeof figure === 'string' ? figure : JSON.stringify(figure);
  rows.push([item, what, text]);
  process.stdout.write(`  #${item.padEnd(3)} ${what}: ${text}\n`);
}

function countBy<T>(items: T[], key: (item: T) => string | number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[String(key(item))] = (out[String(key(item))] ?? 0) + 1;
  return out;
}

let b: ProbedBackend;
const api = (path: string) => `${b.url}/api${path}`;
let registered = 0;

async function register(from = shopper(registered % 200, 9)): Promise<string> {
  registered += 1;
  const email = `probe-${randomUUID()}@example.com`;
  const res = await send(api('/customers/create-user'), {
    from,
    body: {
      email,
      first_name: 'Probe',
      last_name: 'Shopper',
      company: 'Probe Pty Ltd',
      phone: '02123456789',
      password: PASSWORD,
    },
  });
  if (res.status !== 201) throw new Error(`register: ${String(res.status)} ${res.text}`);
  return email;
}

let logins = 0;
async function login(email: string, password = PASSWORD, from = shopper(logins++ % 200, 5)) {
  const res = await send(api('/customers/login'), { from, body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email}: ${String(res.status)} ${res.text}`);
  return { token: res.json.token as string, id: res.json.customer.id as number };
}

async function outbox(): Promise<{ to: string; subject: string; meta?: Record<string, string> }[]> {
  const files = await readdir(b.outbox).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map(async (f) => JSON.parse(await readFile(join(b.outbox, f), 'utf8'))),
  );
}

async function resetTokensFor(email: string): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const mails = (await outbox()).filter((m) => m.to === email && m.meta?.token);
    if (mails.length > 0) return mails.map((m) => m.meta?.token ?? '');
    await new Promise((r) => setTimeout(r, 50));
  }
  return [];
}

// ------------------------------------------------------------------ the attacks

async function sharedBucket() {
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

async function accountLockout() {
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

async function emailChange() {
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

async function searchAmplification() {
  const heavy = {
    requests: Array.from({ length: 50 }, () => ({
      indexName: 'products',
      query: '',
      hitsPerPage: 1000,
    })),
  };
  const before = await b.memoryMb();
  const health: number[] = [];
  let rssPeak = before.rss;
  let running = true;
  const sampler = (async () => {
    while (running) {
      const t0 = performance.now();
      await send(`${b.url}/health`);
      health.push(performance.now() - t0);
      rssPeak = Math.max(rssPeak, (await b.memoryMb()).rss);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const t0 = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      send(`${b.url}/1/indexes/*/queries`, {
        from: shopper(40 + i),
        headers: SEARCH_KEY,
        body: heavy,
      }),
    ),
  );
  const elapsed = performance.now() - t0;
  running = false;
  await sampler;
  rssPeak = Math.max(rssPeak, (await b.memoryMb()).rss);
  report('4', '8 concurrent 50×1000-hit multi-queries', {
    statuses: countBy(answers, (a) => a.status),
    mbPerAnswer: +(Math.max(...answers.map((a) => a.bytes)) / 1e6).toFixed(1),
    seconds: +(elapsed / 1000).toFixed(1),
    healthMaxMs: Math.round(Math.max(...health)),
    rssGrowthMb: rssPeak - before.rss,
  });
  // The heaviest calls still allowed: 1000 hits over 50 queries, every facet, 64-byte tags.
  const bounded = {
    requests: Array.from({ length: 50 }, (_, i) => ({
      indexName: 'products',
      query: '',
      page: i % 3,
      hitsPerPage: 20,
      facets: ['*'],
      maxValuesPerFacet: 1000,
      highlightPreTag: '<'.padEnd(64, 'x'),
      highlightPostTag: '>'.padEnd(64, 'y'),
    })),
  };
  const sampled: number[] = [];
  let sampling = true;
  const sampling$ = (async () => {
    while (sampling) {
      const t1 = performance.now();
      await send(`${b.url}/health`);
      sampled.push(performance.now() - t1);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const t2 = performance.now();
  const atBounds = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      send(`${b.url}/1/indexes/*/queries`, {
        from: shopper(60 + i, 2),
        headers: SEARCH_KEY,
        body: bounded,
      }),
    ),
  );
  const heavyElapsed = performance.now() - t2;
  sampling = false;
  await sampling$;
  report('4', '8 concurrent calls at the bounds (1000 hits over 50 queries, all facets)', {
    statuses: countBy(atBounds, (a) => a.status),
    mbPerAnswer: +(Math.max(...atBounds.map((a) => a.bytes)) / 1e6).toFixed(1),
    seconds: +(heavyElapsed / 1000).toFixed(1),
    healthMaxMs: Math.round(Math.max(...sampled)),
  });
  // Rate: 60 multi-queries of 50 small queries each (3000 queries) from one address.
  const light = {
    requests: Array.from({ length: 50 }, (_, i) => ({
      indexName: 'products',
      query: `chair ${String(i)}`,
      hitsPerPage: 1,
    })),
  };
  const statuses = [];
  for (let i = 0; i < 60; i++)
    statuses.push(
      (
        await send(`${b.url}/1/indexes/*/queries`, {
          from: shopper(50),
          headers: SEARCH_KEY,
          body: light,
        })
      ).status,
    );
  report(
    '4',
    '3000 queries from one address in a few seconds',
    countBy(statuses, (s) => s),
  );
}

async function demoSecrets() {
  const production = await startsWith({ NODE_ENV: 'production' }, values['backend-dir']);
  report('6', 'backend under NODE_ENV=production with demo tokens', production);
}

async function passwordChange() {
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

async function olderResetLinks() {
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

async function enumeration() {
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

async function parallelGuesses() {
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
function* withNul(value: unknown, path: string[] = []): Generator<[string, unknown]> {
  if (typeof value === 'string') {
    yield [path.join('.'), `a\u0000b`];
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++)
      for (const [p, v] of withNul(value[i], [...path, String(i)]))
        yield [p, value.map((x, j) => (j === i ? v : x))];
  } else if (value && typeof value === 'object') {
    for (const [k, x] of Object.entries(value))
      for (const [p, v] of withNul(x, [...path, k])) yield [p, { ...value, [k]: v }];
  }
}

async function nulBytes() {
  const buyer = await login('buyer@example.com', DEMO_PASSWORD);
  const listing = await send(api('/products/all-products-available'), { body: { limit: 50 } });
  const product = (
    listing.json.data as {
      id: number;
      name: string;
      variants: { id: number; inventory_level: number }[];
    }[]
  ).find((p) => !p.name.endsWith('(Container)') && (p.variants[0]?.inventory_level ?? 0) >= 30);
  if (!product?.variants[0]) throw new Error('no product to order');
  const line = { product_id: product.id, variant_id: product.variants[0].id, quantity: 1 };
  const newCart = async () =>
    (await send(api('/carts'), { token: buyer.token, body: { line_items: [line] } })).json.message
      .data.id as string;
  const cart = await newCart();
  const metafield = await send(api(`/carts/metafield/${cart}`), {
    token: buyer.token,
    body: { permission_set: 'app_only', namespace: 'probe', key: 'k', value: 'v' },
  });
  const metafieldId = metafield.json.message.data.id as number;
  const address = {
    first_name: 'Alex',
    last_name: 'Buyer',
    company: 'Buyer Interiors',
    street_1: '1 Main St',
    street_2: 'Level 2',
    city: 'Sydney',
    state: 'NSW',
    zip: '2000',
    country: 'Australia',
    phone: '02123456789',
  };
  const [saved] = (
    await send(api(`/customers/${String(buyer.id)}/addresses`), { token: buyer.token })
  ).json.message.data as { id: number }[];
  const cases: {
    name: string;
    method: string;
    path: string;
    body: unknown;
    token?: string;
    fresh?: () => Promise<Record<string, unknown>>;
  }[] = [
    {
      name: 'login',
      method: 'POST',
      path: '/customers/login',
      body: { email: 'x@example.com', password: 'wrong-password' },
    },
    {
      name: 'create-user',
      method: 'POST',
      path: '/customers/create-user',
      body: {
        email: 'nul@example.com',
        first_name: 'A',
        last_name: 'B',
        company: 'C',
        phone: '02123456789',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    },
    {
      name: 'profile',
      method: 'PUT',
      path: `/customers/${String(buyer.id)}`,
      token: buyer.token,
      body: {
        first_name: 'Alex',
        last_name: 'Buyer',
        company: 'Buyer Interiors',
        phone: '+639171234567',
      },
    },
    {
      name: 'profile e-mail',
      method: 'PUT',
      path: `/customers/${String(buyer.id)}`,
      token: buyer.token,
      body: {
        email: 'buyer@example.com',
        _authentication: { password: 'new-password-1', current_password: DEMO_PASSWORD },
      },
    },
    {
      name: 'address add',
      method: 'POST',
      path: `/customers/${String(buyer.id)}/addresses`,
      token: buyer.token,
      body: [{ ...address, country_code: 'AU', form_fields: [{ name: 'dock', value: 'rear' }] }],
    },
    {
      name: 'address update',
      method: 'PUT',
      path: `/customers/${String(buyer.id)}/addresses`,
      token: buyer.token,
      body: [{ ...address, id: saved?.id ?? 1 }],
    },
    {
      name: 'reset request',
      method: 'POST',
      path: '/customers/generate-password-reset',
      body: { email: 'x@example.com' },
    },
    {
      name: 'reset verify',
      method: 'POST',
      path: '/customers/verify-password-reset-token',
      body: { token: 'abc' },
    },
    {
      name: 'reset',
      method: 'POST',
      path: '/customers/reset-password',
      body: { token: 'abc', password: PASSWORD, confirmPassword: PASSWORD },
    },
    {
      name: 'metafield add',
      method: 'POST',
      path: `/carts/metafield/${cart}`,
      token: buyer.token,
      body: {
        permission_set: 'app_only',
        namespace: 'n2',
        key: 'k2',
        value: 'v',
        description: 'd',
      },
    },
    {
      name: 'metafield update',
      method: 'PUT',
      path: `/carts/metafield/${cart}/${String(metafieldId)}`,
      token: buyer.token,
      body: { value: 'v', description: 'd' },
    },
    {
      name: 'order',
      method: 'POST',
      path: '/orders/create',
      token: buyer.token,
      body: {
        cartId: '00000000-0000-4000-8000-000000000000',
        customer_id: buyer.id,
        billing_address: { ...address, email: 'buyer@example.com', country_code: 'AU' },
        shipping_address: address,
        costumer_order_number: 'PO-1',
        order_notes: 'rear dock',
      },
      fresh: async () => ({ cartId: await newCart() }),
    },
    {
      name: 'pricing',
      method: 'POST',
      path: '/../product-service/price-lists/get-customer-pricing',
      token: buyer.token,
      body: { customerId: buyer.id, skus: [['SKU-1']] },
    },
  ];
  const broken: string[] = [];
  let tried = 0;
  const statuses: number[] = [];
  for (const c of cases) {
    for (const [field, body] of withNul(c.body)) {
      if (field === 'cartId') continue;
      const fresh = c.fresh ? await c.fresh() : {};
      const url = c.path.startsWith('/..') ? `${b.url}${c.path.slice(3)}` : api(c.path);
      const res = await send(url, {
        method: c.method,
        ...(c.token ? { token: c.token } : {}),
        body: Array.isArray(body) ? body : { ...(body as object), ...fresh },
        from: shopper(tried % 200, 6),
      });
      tried += 1;
      statuses.push(res.status);
      if (res.status >= 500) broken.push(`${c.name}:${field}`);
    }
  }
  const queries: [string, string][] = [
    ['newsletter EMAIL', `/subscribe/post-json?u=demo&id=trade&c=cb&EMAIL=a%00b%40example.com`],
    ['content starts_with', `/v2/cdn/stories?token=demo-public-token&starts_with=a%00b`],
    ['content by_slugs', `/v2/cdn/stories?token=demo-public-token&by_slugs=a%00b`],
    ['content slug', `/v2/cdn/stories/a%00b?token=demo-public-token`],
    ['content uuid', `/v2/cdn/stories/a%00b?token=demo-public-token&find_by=uuid`],
  ];
  for (const [name, path] of queries) {
    const res = await send(`${b.url}${path}`, { from: shopper(tried % 200, 6) });
    tried += 1;
    statuses.push(res.status);
    if (res.status >= 500) broken.push(name);
  }
  report('11', `NUL byte in ${String(tried)} string fields and parameters`, {
    statuses: countBy(statuses, (s) => s),
    answered500: broken.length,
  });
  if (broken.length > 0) process.stdout.write(`        500 on: ${broken.join(', ')}\n`);
}

async function deepNesting() {
  let params = '{}';
  for (let i = 0; i < 50_000; i++) params = `{"params":${params}}`;
  const nestedParams = await send(`${b.url}/1/indexes/*/queries`, {
    headers: SEARCH_KEY,
    raw: `{"requests":[{"indexName":"products","params":${params}}]}`,
  });
  let deepFilters = '[]';
  for (let i = 0; i < 50_000; i++) deepFilters = `[${deepFilters}]`;
  const nestedFilters = await send(`${b.url}/1/indexes/products/query`, {
    headers: SEARCH_KEY,
    raw: `{"facetFilters":${deepFilters}}`,
  });
  const parens = `${'('.repeat(5000)}brand:x${')'.repeat(5000)}`;
  const filters = await send(`${b.url}/1/indexes/products/query`, {
    headers: SEARCH_KEY,
    body: { filters: parens },
  });
  let deepBody = '1';
  for (let i = 0; i < 50_000; i++) deepBody = `[${deepBody}]`;
  const rest = await send(api('/customers/login'), {
    raw: `{"email":"a@example.com","password":${deepBody}}`,
  });
  report('12', 'deep nesting answers', {
    searchParams50k: nestedParams.status,
    facetFilters50k: nestedFilters.status,
    filters5kParens: filters.status,
    restBody50k: rest.status,
  });
}

async function idempotencyReuse() {
  const buyer = await login('rrp@example.com', DEMO_PASSWORD);
  const listing = await send(api('/products/all-products-available'), { body: { limit: 50 } });
  const product = (
    listing.json.data as {
      id: number;
      name: string;
      variants: { id: number; inventory_level: number }[];
    }[]
  ).find((p) => !p.name.endsWith('(Container)') && (p.variants[0]?.inventory_level ?? 0) > 10);
  if (!product?.variants[0]) throw new Error('no product to order');
  const newCart = async () =>
    (
      await send(api('/carts'), {
        token: buyer.token,
        body: {
          line_items: [
            { product_id: product.id, variant_id: product.variants[0]?.id, quantity: 1 },
          ],
        },
      })
    ).json.message.data.id as string;
  const address = {
    first_name: 'Riley',
    last_name: 'Retail',
    street_1: '1 Main St',
    city: 'Sydney',
    country: 'Australia',
    zip: '2000',
  };
  const order = (cartId: string) =>
    send(api('/orders/create'), {
      token: buyer.token,
      headers: { 'idempotency-key': 'probe-key-0001' },
      body: { cartId, customer_id: buyer.id, billing_address: address, shipping_address: address },
    });
  const first = await order(await newCart());
  const second = await order(await newCart());
  report('13', 'same Idempotency-Key, different cart', {
    first: first.status,
    second: second.status,
    sameOrder: second.json?.message?.data?.id === first.json?.message?.data?.id,
  });
}

async function oversizedBody() {
  // Ten rounds: an oversized body, then a small request on the same kept-alive connection.
  const outcomes: string[] = [];
  for (let round = 0; round < 10; round++) {
    let first: string;
    try {
      const res = await fetch(api('/customers/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'x'.repeat(1_100_000 + round * 100_000), password: 'p' }),
      });
      first = String(res.status);
      await res.text();
    } catch (error) {
      first = (error as { cause?: { code?: string } }).cause?.code ?? 'failed';
    }
    let next: string;
    try {
      next = String((await fetch(`${b.url}/health`)).status);
    } catch (error) {
      next = (error as { cause?: { code?: string } }).cause?.code ?? 'failed';
    }
    outcomes.push(`${first} then ${next}`);
  }
  report(
    '14',
    'oversized body, then the next request (10 rounds)',
    countBy(outcomes, (o) => o),
  );
}

async function searchCors() {
  const preflight = await send(`${b.url}/1/indexes/*/queries`, {
    method: 'OPTIONS',
    headers: { origin: 'https://shop.example.com', 'access-control-request-method': 'POST' },
  });
  const rest = await send(api('/products/brands'), {
    method: 'OPTIONS',
    headers: { origin: 'https://shop.example.com', 'access-control-request-method': 'GET' },
  });
  report('15', 'CORS from https://shop.example.com', {
    search: preflight.headers['access-control-allow-origin'] ?? 'none',
    rest: rest.headers['access-control-allow-origin'] ?? 'none',
  });
}

// ------------------------------------------------------------------ run

const items: [string, () => Promise<void>][] = [
  ['1', sharedBucket],
  ['2', accountLockout],
  ['3', emailChange],
  ['4', searchAmplification],
  ['6', demoSecrets],
  ['7', passwordChange],
  ['8', olderResetLinks],
  ['9', enumeration],
  ['10', parallelGuesses],
  ['11', nulBytes],
  ['12', deepNesting],
  ['13', idempotencyReuse],
  ['14', oversizedBody],
  ['15', searchCors],
];

const driver = values['database-url'] ? 'PostgreSQL' : 'PGlite';
process.stdout.write(
  `probe:security on ${driver} (items 5 and 6's storefront half: the storefront's probe:security)\n`,
);
b = await startProbedBackend(
  Number(values.port),
  { CLIENT_ADDRESS_SECRET: SECRET, CORS_ORIGINS: 'http://localhost:3000' },
  values['database-url'],
  values['backend-dir'],
);
try {
  for (const [item, run] of items) {
    if (!wanted(item)) continue;
    try {
      await run();
    } catch (error) {
      report(item, 'probe failed', (error as Error).message.slice(0, 300));
    }
  }
} finally {
  await b.close();
}
