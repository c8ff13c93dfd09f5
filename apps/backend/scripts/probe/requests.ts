// Items 6, 13 and 14 of SECURITY.md's figures: demo secrets in production, a reused
// Idempotency-Key, an oversized body.
import { startsWith } from './backend-process';
import { api, b, backendDir, countBy, DEMO_PASSWORD, login, report } from './context';
import { send } from './http';

export async function demoSecrets() {
  const production = await startsWith({ NODE_ENV: 'production' }, backendDir);
  report('6', 'backend under NODE_ENV=production with demo tokens', production);
}

export async function idempotencyReuse() {
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

export async function oversizedBody() {
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
