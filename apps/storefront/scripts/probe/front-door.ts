// The storefront's half of "Security, round two" (SECURITY.md's figures, items 2.1–2.5,
// 2.13, 2.15), tried against the app behind its production server: oversized bodies, the
// nonce of a shared guest page, return paths, forms from another site, what a customer
// stores, an unknown wishlist product. Figures only: the tests prove the promises.
import { request } from 'node:http';
import type { FromResponse } from '../../test/server/http-from';

export interface Shop {
  url: string;
  backendUrl: string;
  report(item: string, what: string, figure: unknown): void;
  post(
    path: string,
    from: string,
    fields: Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<FromResponse>;
  get(path: string, from: string, headers?: Record<string, string>): Promise<FromResponse>;
  /** The session cookie of a demo customer logged in through the storefront. */
  logIn(from: string, email?: string): Promise<string>;
}

const ACTIONS = [
  '/cart',
  '/wishlist',
  '/account/login',
  '/account',
  '/account/edit',
  '/account/password/change',
  '/account/password/forgot',
  '/checkout',
  '/account/quick-order',
  '/register',
];

const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

/** POSTs `size` bytes of form to `path` (declared, or chunked); the answer, its time, the bytes sent. */
function bigPost(url: string, size: number, chunked: boolean, prefix = '') {
  return new Promise<{ status: number | string; ms: number; sentMb: number }>((resolve) => {
    const started = performance.now();
    let written = 0;
    let done = false;
    const finish = (status: number | string) => {
      if (done) return;
      done = true;
      resolve({
        status,
        ms: Math.round(performance.now() - started),
        sentMb: Math.round(written / 1024 / 1024),
      });
      req.destroy();
    };
    const req = request(url, {
      method: 'POST',
      localAddress: '127.0.0.70',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: new URL(url).origin,
        ...(chunked ? {} : { 'content-length': String(size) }),
      },
    });
    const filler = Buffer.alloc(256 * 1024, 'a');
    const pump = () => {
      while (!done && written < size) {
        const chunk = written === 0 && prefix ? Buffer.from(prefix) : filler;
        written += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!done) req.end();
    };
    req.on('response', (res) => {
      res.resume();
      finish(res.statusCode ?? 0);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      finish(error.code ?? 'error');
    });
    req.setTimeout(60_000, () => {
      finish('timeout');
    });
    pump();
  });
}

export async function oversizedBodies(shop: Shop) {
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 50);
  const answers: { path: string; status: number | string; ms: number; sentMb: number }[] = [];
  for (const path of ACTIONS)
    answers.push({ path, ...(await bigPost(`${shop.url}${path}`, 50 * 1024 * 1024, false)) });
  const chunked = await bigPost(
    `${shop.url}/account/login`,
    50 * 1024 * 1024,
    true,
    'email=buyer%40example.com&password=demo-password-1&padding=',
  );
  clearInterval(sampler);
  shop.report('2.1', `50 MB POST to ${String(ACTIONS.length)} actions (declared length)`, {
    statuses: [...new Set(answers.map((a) => a.status))],
    slowestMs: Math.max(...answers.map((a) => a.ms)),
    mostSentMb: Math.max(...answers.map((a) => a.sentMb)),
  });
  shop.report('2.1', '50 MB chunked login form', chunked);
  shop.report('2.1', 'storefront process RSS during them (MB)', {
    before,
    peak,
    growth: peak - before,
  });
}

export async function sharedPageNonce(shop: Shop) {
  const first = await shop.get('/', '127.0.0.71');
  const second = await shop.get('/', '127.0.0.71');
  const nonceOf = (page: FromResponse) =>
    /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1] ?? null;
  const hashes = (page: FromResponse) =>
    (String(page.headers['content-security-policy']).match(/'sha256-/g) ?? []).length;
  // What a shared cache keeps and serves every guest: the first answer, whole.
  shop.report('2.2', "a guest's page as a shared cache keeps it", {
    cacheControl: first.headers['cache-control'] ?? 'none',
    nonceInCsp: nonceOf(first) !== null,
    nonceAttributesInBody: (first.body.match(/\snonce="/g) ?? []).length,
    scriptHashes: hashes(first),
    sameEtag: first.headers.etag === second.headers.etag,
  });
  shop.report(
    '2.2',
    'guests served that cached copy share its nonce',
    nonceOf(first) === null ? 'no nonce to share' : `yes: ${nonceOf(first) ?? ''}`,
  );
}

export async function returnPaths(shop: Shop) {
  const cookie = await shop.logIn('127.0.0.72');
  const locations: Record<string, string> = {};
  for (const back of ['/\\evil.com', '//evil.com', '/\t/evil.com'])
    locations[JSON.stringify(back)] = String(
      (
        await shop.post(
          '/wishlist',
          '127.0.0.72',
          { intent: 'remove', product_id: '1', return_to: back },
          { cookie },
        )
      ).headers.location ?? 'none',
    );
  shop.report('2.4', 'wishlist redirect after return_to', locations);
}

export async function crossSiteForms(shop: Shop) {
  const cookie = await shop.logIn('127.0.0.73');
  const statuses: number[] = [];
  for (const path of [...ACTIONS, '/cart.data', '/wishlist.data'])
    for (const origin of ['http://evil.example', 'null'])
      statuses.push(
        (await shop.post(path, '127.0.0.73', { intent: 'add' }, { cookie, origin })).status,
      );
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  shop.report('2.5', `form posts from another site (${String(statuses.length)})`, counts);
}

export async function storedByCustomers(shop: Shop) {
  const cookie = await shop.logIn('127.0.0.74');
  const nameless = await shop.post(
    '/account',
    '127.0.0.74',
    {
      intent: 'address',
      address_id: 'new',
      first_name: '',
      last_name: '',
      street_1: '1 Nameless Road',
      city: 'Sydney',
      country: 'Australia',
      zip: '2000',
    },
    { cookie },
  );
  const page = await shop.get('/account', '127.0.0.74', { cookie });
  shop.report('2.13', 'an address without a name, through the account page', {
    status: nameless.status,
    saved: page.body.includes('1 Nameless Road'),
  });
  const wish = await shop.post(
    '/wishlist.data',
    '127.0.0.74',
    { intent: 'add', product_id: '999999' },
    { cookie },
  );
  shop.report('2.15', 'wishlist add of an unknown product', wish.status);
}
