// The request-body limit of the storefront's front door (server/body-limit.ts,
// behaviour.md#security), over real HTTP against server.ts's app: an oversized form is
// refused with 413 before any action reads it, whether its size is declared or streamed, and
// nothing it carried is done; a form within the limit, streamed or not, arrives whole.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, UPLOAD_BODY_LIMIT_BYTES } from '../../server/body-limit';
import { startStorefront, type RunningStorefront } from './storefront-server';

let shop: RunningStorefront;
beforeAll(async () => {
  shop = await startStorefront();
});
afterAll(async () => {
  await shop.close();
});

interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Bytes of the body written before the answer came. */
  written: number;
}

/**
 * POSTs `prefix` then filler up to `size` bytes, declared in Content-Length or streamed
 * (chunked), and stops writing once the answer has come.
 */
function post(
  path: string,
  {
    size,
    chunked = false,
    prefix = '',
    headers = {},
  }: { size: number; chunked?: boolean; prefix?: string; headers?: Record<string, string> },
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = request(`${shop.url}${path}`, {
      method: 'POST',
      localAddress: '127.0.0.30',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: shop.url,
        ...(chunked ? {} : { 'content-length': String(size) }),
        ...headers,
      },
    });
    const filler = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (!answered && written < size) {
        const chunk =
          written === 0 && prefix !== ''
            ? Buffer.from(prefix)
            : filler.subarray(0, Math.min(filler.length, size - written));
        written += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
          written,
        });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    pump();
  });
}

const ACTIONS = [
  '/cart',
  '/wishlist',
  '/account/login',
  '/account',
  '/account/edit',
  '/account/password/change',
  '/account/password/forgot',
  '/account/password/reset',
  '/register',
  '/checkout',
  '/account/quick-order',
  '/account/orders/1',
  '/cart.data',
];

describe('an oversized form', () => {
  it.each(ACTIONS)('declared as 50 MB to %s is a 413 before a byte is read', async (path) => {
    const answer = await post(path, { size: 50 * 1024 * 1024 });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(answer.body).toMatch(/Request too large/);
    // The answer came long before the body could have been sent.
    expect(answer.written).toBeLessThan(10 * 1024 * 1024);
  });

  it('streamed without a length is cut at the limit, and the login it carried is not done', async () => {
    const answer = await post('/account/login', {
      size: 50 * 1024 * 1024,
      chunked: true,
      prefix: 'email=buyer%40example.com&password=demo-password-1&padding=',
    });
    expect(answer.status).toBe(413);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.body).toContain(`more than ${String(BODY_LIMIT_BYTES / 1024)} kB`);
  });

  it('streamed to the cart adds nothing, though the same add within the limit does', async () => {
    const cookie = await shop.logIn('127.0.0.31');
    const { productId, variantId } = await shop.anOrdinaryProduct();
    const add = `intent=add&product_id=${String(productId)}&variant_id=${String(variantId)}&quantity=1`;
    const answer = await post('/cart', {
      size: 5 * 1024 * 1024,
      chunked: true,
      prefix: `${add}&padding=`,
      headers: { cookie },
    });
    expect(answer.status).toBe(413);
    const cart = await shop.request('/cart', '127.0.0.31', { headers: { cookie } });
    expect(cart.body).toContain('No cart items');
    const within = await post('/cart', {
      size: add.length,
      chunked: true,
      prefix: add,
      headers: { cookie },
    });
    expect(within.status).toBe(302);
  });
});

describe('a form within the limit', () => {
  it('streamed in chunks arrives whole: the login is done', async () => {
    const answer = await post('/account/login', {
      size: 'email=buyer%40example.com&password=demo-password-1'.length,
      chunked: true,
      prefix: 'email=buyer%40example.com&password=demo-password-1',
    });
    expect(answer.status).toBe(302);
    expect(String(answer.headers['set-cookie'])).toContain('user-token=');
  });

  it('to quick order may be larger, up to the upload limit, and the page says what it refuses', async () => {
    const cookie = await shop.logIn('127.0.0.32');
    const pasted = `SKU-1, 1\n${'x'.repeat(300 * 1024)}`;
    const answer = await shop.post(
      '/account/quick-order',
      '127.0.0.32',
      { lines: pasted },
      {
        cookie,
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('The pasted lines are longer than 256 kB.');
    const over = await post('/account/quick-order', {
      size: UPLOAD_BODY_LIMIT_BYTES + 1,
      headers: { cookie },
    });
    expect(over.status).toBe(413);
  });
});
