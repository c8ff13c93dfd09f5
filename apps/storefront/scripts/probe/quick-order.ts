// Quick order tried as a customer with a large paste would (SECURITY.md's figures 2.10 and
// 2.11): a million pasted lines, the largest paste the byte limit lets through, and another
// buyer's account page meanwhile; then 500 distinct SKUs checked at once. Figures only: the
// tests prove the promises.
import { createApiClient } from '@shop/api';
import type { Shop } from './front-door';

const ms = (started: number) => Math.round(performance.now() - started);

/** A paste posted by one buyer while another opens /account; both answers timed. */
async function pasteBeside(shop: Shop, buyer: string, other: string, lines: string) {
  const started = performance.now();
  const paste = shop
    .post('/account/quick-order', '127.0.0.75', { intent: 'check', lines }, { cookie: buyer })
    .then((answer) => ({ status: answer.status, ms: ms(started), body: answer.body }));
  // The other buyer asks a moment later, while the paste is being read.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const asked = performance.now();
  const account = await shop.get('/account', '127.0.0.76', { cookie: other });
  const otherMs = ms(asked);
  const done = await paste;
  return {
    paste: { status: done.status, ms: done.ms, kB: Math.round(Buffer.byteLength(lines) / 1024) },
    otherBuyersAccount: { status: account.status, ms: otherMs },
    stoppedAt: /reading stopped at ([^,<]+)/.exec(done.body)?.[1] ?? null,
  };
}

export async function quickOrderPastes(shop: Shop) {
  const buyer = await shop.logIn('127.0.0.75');
  const other = await shop.logIn('127.0.0.76', 'rrp@example.com');
  // Both pages compiled and their data cached before anything is timed.
  await shop.get('/account', '127.0.0.76', { cookie: other });
  await shop.post(
    '/account/quick-order',
    '127.0.0.75',
    { intent: 'check', lines: 'A,1' },
    { cookie: buyer },
  );
  const million = Array.from({ length: 1_000_000 }, () => 'A,1').join('\n');
  shop.report(
    '2.10',
    'a paste of 1,000,000 lines (4 MB)',
    await pasteBeside(shop, buyer, other, million),
  );
  // The most lines the paste's byte limit lets through: three bytes a line.
  const most = Array.from({ length: 87_000 }, () => 'x;').join('\n');
  shop.report(
    '2.10',
    'a paste of 87,000 lines (255 kB)',
    await pasteBeside(shop, buyer, other, most),
  );

  const api = createApiClient({
    apiBaseUrl: `${shop.backendUrl}/api`,
    productServiceBaseUrl: `${shop.backendUrl}/product-service`,
    graphql: { endpoint: `${shop.backendUrl}/graphql`, token: 'demo-storefront-token' },
  });
  const listed = await api.catalogue.availableProducts({ limit: 1000 });
  const skus = listed
    .filter((product) => !String(product.name).includes('(Container)'))
    .flatMap((product) =>
      ((product.variants ?? []) as { sku: string; inventory_level: number }[])
        .filter((variant) => variant.inventory_level > 0)
        .map((variant) => variant.sku),
    )
    .slice(0, 500);
  const started = performance.now();
  const answer = await shop.post(
    '/account/quick-order',
    '127.0.0.75',
    { intent: 'check', lines: skus.map((sku) => `${sku},1`).join('\n') },
    { cookie: buyer },
  );
  shop.report('2.11', `${String(skus.length)} distinct SKUs checked`, {
    status: answer.status,
    ms: ms(started),
    answer:
      /(\d+ of \d+ lines can be added)/.exec(answer.body)?.[1] ??
      (/could not be checked/.test(answer.body)
        ? 'The lines could not be checked just now'
        : 'other'),
  });
}
