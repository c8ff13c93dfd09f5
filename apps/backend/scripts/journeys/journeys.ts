// Virtual buyers going through the storefront as a browser without JavaScript does: the
// login form, a category page, a search, `/cart` form posts (ordinary products in one
// journey, a container product in the next), and the checkout form with a PO number of
// their own. Every request is recorded (step, time, status); every acknowledged cart write
// and order goes into a ledger that `verifyLedger` holds against the database.
import pg from 'pg';

export const DEMO_BUYERS = ['buyer@example.com', 'rrp@example.com'];
export const DEMO_PASSWORD = 'demo-password-1';

export type Step = 'login' | 'category' | 'search' | 'cart-add' | 'checkout-form' | 'checkout';
export const STEPS: Step[] = [
  'login',
  'category',
  'search',
  'cart-add',
  'checkout-form',
  'checkout',
];

export interface Sample {
  step: Step;
  /** ms since the epoch, when the request was sent. */
  at: number;
  ms: number;
  status: number;
  ok: boolean;
  buyer: number;
}

export interface CartWrite {
  cartId: string;
  variantId: number;
  quantity: number;
}

export interface Ledger {
  /** PO number → order id, for every order the storefront acknowledged (/success?order=…). */
  orders: Map<string, { orderId: number; cartId: string }>;
  /** Every cart write the storefront acknowledged (its redirect after the post). */
  cartWrites: CartWrite[];
  /** PO numbers submitted, acknowledged or not. */
  submitted: Set<string>;
}

export interface Catalogue {
  ordinary: { productId: number; variantId: number }[];
  container: { productId: number; variantId: number }[];
  categories: string[];
  searches: string[];
}

/** Picks products with stock from the database; tops their stock up if `restock`. */
export async function loadCatalogue(databaseUrl: string, restock: boolean): Promise<Catalogue> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      product_id: number;
      variant_id: number;
      name: string;
    }>(
      `select p.id as product_id, v.id as variant_id, p.name
         from products p join variants v on v.product_id = p.id
         join inventory i on i.variant_id = v.id
        where p.is_visible and p.availability = 'available' and v.is_purchasable
        group by p.id, v.id, p.name
        order by sum(i.available_to_sell) desc`,
    );
    const isContainer = (name: string) => name.endsWith('(Container)');
    const pick = (rows2: typeof rows) =>
      rows2.slice(0, 24).map((r) => ({ productId: r.product_id, variantId: r.variant_id }));
    const catalogue: Catalogue = {
      ordinary: pick(rows.filter((r) => !isContainer(r.name))),
      container: pick(rows.filter((r) => isContainer(r.name))),
      categories: (
        await client.query<{ path: string }>(
          `select path from categories where parent_id is not null order by id limit 12`,
        )
      ).rows.map((r) => `/shop${r.path.replace(/\/$/, '')}`),
      searches: ['chair', 'table', 'oak', 'sofa', 'lamp', 'desk', 'bookcase', 'stool'],
    };
    if (restock) {
      const ids = [...catalogue.ordinary, ...catalogue.container].map((p) => p.variantId);
      await client.query(
        `update inventory set available_to_sell = greatest(available_to_sell, 1000000)
          where variant_id = any($1::int[])`,
        [ids],
      );
      // And room in their factories' production: every container order books a slot, and a
      // factory booked up for two years refuses orders (409), as it should in a shop.
      await client.query(
        `update factory_calendars set containers_per_slot = greatest(containers_per_slot, 10000)
          where brand_id in (select brand_id from products where id = any($1::int[]))`,
        [catalogue.container.map((p) => p.productId)],
      );
    }
    if (catalogue.ordinary.length === 0 || catalogue.container.length === 0)
      throw new Error('no products with stock in the database');
    return catalogue;
  } finally {
    await client.end();
  }
}

class Jar {
  private cookies = new Map<string, string>();
  take(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line))
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  get(name: string) {
    return this.cookies.get(name) ?? null;
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface RunOptions {
  shopUrl: string;
  buyers: number;
  catalogue: Catalogue;
  /** A prefix for this run's PO numbers (unique per run). */
  runId: string;
  /** Stop starting journeys when this returns true. */
  done: () => boolean;
  /** Per request (the storefront waits on the backend, which may be restarting). */
  timeoutMs?: number;
  /** Pause between two journeys of one buyer (light load for the drills). */
  pauseMs?: number;
  onSample?: (sample: Sample) => void;
}

export interface RunResult {
  samples: Sample[];
  ledger: Ledger;
  journeys: number;
  startedAt: number;
  endedAt: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

export async function runJourneys(options: RunOptions): Promise<RunResult> {
  const samples: Sample[] = [];
  const ledger: Ledger = { orders: new Map(), cartWrites: [], submitted: new Set() };
  const startedAt = Date.now();
  let journeys = 0;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const origin = new URL(options.shopUrl).origin;

  async function buyer(index: number) {
    const jar = new Jar();
    const email = DEMO_BUYERS[index % DEMO_BUYERS.length] ?? 'buyer@example.com';
    const address = `10.77.${String(Math.floor(index / 250))}.${String((index % 250) + 1)}`;
    // One request, recorded; network failures and time-outs are status 0.
    const request = async (
      step: Step,
      path: string,
      init: { method?: string; body?: string } = {},
      okStatus: (status: number) => boolean = (s) => s === 200,
    ) => {
      const at = Date.now();
      let status = 0;
      let text = '';
      let location = '';
      try {
        const res = await fetch(`${origin}${path}`, {
          method: init.method ?? 'GET',
          redirect: 'manual',
          headers: {
            cookie: jar.header(),
            // Each buyer from an address of its own, as shoppers are (the storefront trusts
            // the balancer's X-Forwarded-For): the login limits count per account and
            // address, ten at a time, and 20 buyers of one account behind one address are
            // refused 429 by design.
            'x-forwarded-for': address,
            ...(init.body === undefined
              ? {}
              : { 'content-type': 'application/x-www-form-urlencoded', origin }),
          },
          body: init.body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = res.status;
        jar.take(res.headers);
        location = res.headers.get('location') ?? '';
        text = await res.text();
      } catch {
        status = 0;
      }
      const sample: Sample = {
        step,
        at,
        ms: Date.now() - at,
        status,
        ok: okStatus(status),
        buyer: index,
      };
      samples.push(sample);
      options.onSample?.(sample);
      return { ...sample, text, location };
    };
    const redirected = (s: number) => s === 302 || s === 303;

    const login = async () => {
      for (;;) {
        const r = await request(
          'login',
          '/account/login',
          { method: 'POST', body: form({ email, password: DEMO_PASSWORD }) },
          redirected,
        );
        if (r.ok && jar.get('user-token')) return true;
        if (options.done()) return false;
        await sleep(1000);
      }
    };
    // Not all in the same millisecond: buyers arrive over the first second or two.
    await sleep(index * 50);
    if (!(await login())) return;

    let n = 0;
    while (!options.done()) {
      n += 1;
      const pick = <T>(list: T[], k: number) => list[(index * 7 + n * 3 + k) % list.length] as T;
      await request('category', pick(options.catalogue.categories, 0));
      await request('search', `/search?q=${pick(options.catalogue.searches, 0)}`);
      // Ordinary products in one journey, a container product in the next: a container cart
      // takes no ordinary lines (the storefront would ask first).
      const lines =
        n % 2 === 1
          ? [pick(options.catalogue.ordinary, 0), pick(options.catalogue.ordinary, 1)]
          : [pick(options.catalogue.container, 0)];
      for (const line of lines) {
        const r = await request(
          'cart-add',
          '/cart',
          {
            method: 'POST',
            body: form({
              intent: 'add',
              product_id: String(line.productId),
              variant_id: String(line.variantId),
              quantity: '1',
            }),
          },
          redirected,
        );
        const cartId = jar.get('cartId');
        if (r.ok && cartId)
          ledger.cartWrites.push({ cartId, variantId: line.variantId, quantity: 1 });
        if (r.status === 401 || /log in/i.test(r.location)) await login();
      }
      // Checkout: the form (its key and the saved address), then the submit. A buyer whose
      // submit fails submits again; a "not confirmed" page carries the same key.
      const po = `${options.runId}-${String(index)}-${String(n)}`;
      let placed = false;
      for (let attempt = 0; attempt < 4 && !placed && jar.get('cartId'); attempt++) {
        if (attempt > 0) await sleep(1000);
        const page = await request('checkout-form', '/checkout');
        const key = /name="idempotency_key" value="([^"]+)"/.exec(page.text)?.[1];
        const billing =
          /name="billing"[^>]*value="(\d+)"/.exec(page.text)?.[1] ??
          /value="(\d+)"[^>]*name="billing"/.exec(page.text)?.[1];
        if (!page.ok || !key || !billing) continue;
        const cartId = jar.get('cartId') ?? '';
        const fields = {
          idempotency_key: key,
          billing,
          shipping_same: 'on',
          order_number: po,
          order_notes: '',
          cart_id: cartId,
        };
        for (let resend = 0; resend < 3; resend++) {
          ledger.submitted.add(po);
          const r = await request(
            'checkout',
            '/checkout',
            { method: 'POST', body: form(fields) },
            redirected,
          );
          const order = /\/success\?order=(\d+)/.exec(r.location)?.[1];
          if (r.ok && order) {
            ledger.orders.set(po, { orderId: Number(order), cartId });
            placed = true;
            break;
          }
          // "Not confirmed": the page keeps the key; submit it again.
          const again = /name="idempotency_key" value="([^"]+)"/.exec(r.text)?.[1];
          if (r.status !== 503 || again !== key) break;
          await sleep(500);
        }
      }
      journeys += 1;
      if (options.pauseMs) await sleep(options.pauseMs);
    }
  }

  await Promise.all(Array.from({ length: options.buyers }, (_, i) => buyer(i)));
  return { samples, ledger, journeys, startedAt, endedAt: Date.now() };
}

export interface Verdict {
  acknowledgedOrders: number;
  /** Acknowledged orders not in the database (by PO number). */
  lostOrders: string[];
  /** PO numbers with more than one order. */
  duplicatedOrders: string[];
  /** An acknowledged order whose id is not the one the database has for its PO. */
  mismatchedOrders: string[];
  /** Submitted, never acknowledged, yet placed (the buyer was told it failed). */
  placedUnacknowledged: number;
  acknowledgedCartWrites: number;
  /** Acknowledged cart lines neither in their cart nor in the order the cart became. */
  lostCartLines: CartWrite[];
  ok: boolean;
}

/** Holds the ledger to the database: every acknowledged order once, every cart line kept. */
export async function verifyLedger(
  databaseUrl: string,
  runId: string,
  ledger: Ledger,
): Promise<Verdict> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const orders = (
      await client.query<{ po: string; ids: number[]; cart_ids: string[] }>(
        `select costumer_order_number as po, array_agg(id order by id) as ids,
                array_agg(cart_id) as cart_ids
           from orders where costumer_order_number like $1 group by 1`,
        [`${runId}-%`],
      )
    ).rows;
    const byPo = new Map(orders.map((o) => [o.po, o]));
    const lostOrders: string[] = [];
    const mismatchedOrders: string[] = [];
    for (const [po, acked] of ledger.orders) {
      const found = byPo.get(po);
      if (!found) lostOrders.push(po);
      else if (!found.ids.includes(acked.orderId)) mismatchedOrders.push(po);
    }
    const duplicatedOrders = orders.filter((o) => o.ids.length > 1).map((o) => o.po);
    const placedUnacknowledged = orders.filter((o) => !ledger.orders.has(o.po)).length;

    const cartIds = [...new Set(ledger.cartWrites.map((w) => w.cartId))];
    const inCarts = (
      await client.query<{ cart_id: string; variant_id: number; quantity: number }>(
        `select cart_id, variant_id, quantity from cart_items where cart_id = any($1::text[])`,
        [cartIds],
      )
    ).rows;
    const inOrders = (
      await client.query<{ cart_id: string; variant_id: number; quantity: number }>(
        `select o.cart_id, op.variant_id, op.quantity
           from orders o join order_products op on op.order_id = o.id
          where o.cart_id = any($1::text[])`,
        [cartIds],
      )
    ).rows;
    const held = new Map<string, number>();
    for (const row of [...inCarts, ...inOrders]) {
      const k = `${row.cart_id}:${String(row.variant_id)}`;
      held.set(k, (held.get(k) ?? 0) + row.quantity);
    }
    const wanted = new Map<string, number>();
    for (const w of ledger.cartWrites) {
      const k = `${w.cartId}:${String(w.variantId)}`;
      wanted.set(k, (wanted.get(k) ?? 0) + w.quantity);
    }
    const lostCartLines = ledger.cartWrites.filter((w) => {
      const k = `${w.cartId}:${String(w.variantId)}`;
      return (held.get(k) ?? 0) < (wanted.get(k) ?? 0);
    });
    return {
      acknowledgedOrders: ledger.orders.size,
      lostOrders,
      duplicatedOrders,
      mismatchedOrders,
      placedUnacknowledged,
      acknowledgedCartWrites: ledger.cartWrites.length,
      lostCartLines,
      ok:
        lostOrders.length === 0 &&
        duplicatedOrders.length === 0 &&
        mismatchedOrders.length === 0 &&
        lostCartLines.length === 0,
    };
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

export interface StepFigures {
  step: Step;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export function figures(result: RunResult): StepFigures[] {
  const seconds = Math.max(0.001, (result.endedAt - result.startedAt) / 1000);
  return STEPS.map((step) => {
    const mine = result.samples.filter((s) => s.step === step);
    const ms = mine.map((s) => s.ms).sort((a, b) => a - b);
    return {
      step,
      requests: mine.length,
      perSecond: mine.length / seconds,
      p50: percentile(ms, 50),
      p99: percentile(ms, 99),
      errors: mine.filter((s) => !s.ok).length,
    };
  });
}

export function formatFigures(rows: StepFigures[]): string {
  const head = `${'step'.padEnd(14)}${'requests'.padStart(9)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'errors'.padStart(8)}`;
  return [
    head,
    ...rows.map(
      (r) =>
        `${r.step.padEnd(14)}${String(r.requests).padStart(9)}${r.perSecond.toFixed(1).padStart(8)}${String(r.p50).padStart(8)}${String(r.p99).padStart(8)}${String(r.errors).padStart(8)}`,
    ),
  ].join('\n');
}
