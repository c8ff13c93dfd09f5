// `pnpm --filter @shop/storefront probe:pdf [--app-dir DIR]…`: what printed documents cost
// the server (SECURITY.md#printed-documents, README's "Printed documents"). For each app
// (this checkout by default; another with --app-dir, e.g. a copy of an older commit whose
// node_modules link to this one's, to measure "before"), each in a process of its own (the
// fonts are read once per process), compiled from source behind its production server with
// the real backend in-process: the process's first
// document, later renders of a load plan and an order document, then ten customers
// downloading a load plan at once — first while each is rendered, then again (cached) —
// while another buyer loads /account over and over. Prints milliseconds; the ratios compare
// the last app given with the first. Not part of the server: args are read here directly.
import { execFile } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs, promisify } from 'node:util';
import { createApiClient } from '@shop/api';
import { startBackend } from '@shop/backend';
import { checkContainerLoad, containerTypeForCapacity, isContainerLineName } from '@shop/domain';
import { cartonFromMetafields } from '@shop/domain/load-plan';
import type { ServerBuild } from 'react-router';
import { createServer, isRunnableDevEnvironment } from 'vite';
import type { createStorefrontApp as createApp } from '../server';

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    'app-dir': { type: 'string', multiple: true },
    // The backend's port; the shops listen on the ones after it (0: any free port).
    port: { type: 'string', default: '0' },
    // Measures the one --app-dir in this process and prints the figures as JSON.
    json: { type: 'boolean', default: false },
  },
});
const appDirs = (values['app-dir'] ?? [new URL('..', import.meta.url).pathname]).map((dir) =>
  dir.replace(/\/?$/, '/'),
);
const port = Number(values.port);
const portAfter = (n: number) => (port === 0 ? 0 : port + n);
const BUYERS = 10;
const PASSWORD = 'demo-password-1';
console.error = () => undefined;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (x: number) => `${x.toFixed(0)} ms`;

let api!: ReturnType<typeof createApiClient>;
let line!: { product_id: number; variant_id: number; brand_id: number; units: number };

/**
 * A container product of the demo and the most units of it, up to 34 cartons (the README's
 * load plan), that a 20 ft box takes: a plan with a full loading sequence.
 */
async function containerProduct() {
  const box = containerTypeForCapacity(26);
  for (const product of await api.catalogue.availableProducts({ limit: 400 })) {
    if (!isContainerLineName(String(product.name)) || typeof product.brand_id !== 'number')
      continue;
    const variant = (product.variants as { id: number; sku: string; inventory_level: number }[])
      .filter((v) => v.inventory_level >= 40)
      .at(0);
    if (!variant) continue;
    const { site } = await api.graphql.productStockDetails({ sku: variant.sku });
    const node = site.product?.variants.edges?.find((e) => e.node.entityId === variant.id)?.node;
    const carton =
      node && site.product ? cartonFromMetafields(node.metafields, site.product.metafields) : null;
    if (carton === null) continue;
    let units = 0;
    for (let q = 1; q <= Math.min(34 * carton.unitsPerCarton, variant.inventory_level / 2); q++)
      if (checkContainerLoad([{ key: variant.sku, quantity: q, carton }], box).fits) units = q;
    if (units >= 5)
      return { product_id: product.id, variant_id: variant.id, brand_id: product.brand_id, units };
  }
  throw new Error('no demo container product that plans');
}

/**
 * An order of the demo buyer with 40 lines (the README's order document), its addresses in
 * Japanese and Hebrew: every font of the writer is used.
 */
async function longOrder(token: string, customerId: number) {
  const lines = (await api.catalogue.availableProducts({ limit: 200 }))
    .flatMap((product) => {
      if (isContainerLineName(String(product.name))) return [];
      const variant = (
        product.variants as { id: number; inventory_level: number; purchasing_disabled: boolean }[]
      ).find((v) => !v.purchasing_disabled && v.inventory_level > 5);
      return variant ? [{ product_id: product.id, variant_id: variant.id, quantity: 1 }] : [];
    })
    .slice(0, 40);
  const cart = await api.carts.create(lines, { token });
  const address = {
    first_name: '美咲',
    last_name: '佐藤',
    company: '東京家具株式会社',
    street_1: '1-1 Marunouchi',
    city: '東京',
    zip: '100-0005',
    country: 'Japan',
  };
  const placed = await api.orders.create(
    {
      cartId: cart.id,
      customer_id: customerId,
      billing_address: address,
      shipping_address: { ...address, company: 'רהיטי חיפה בע״מ 🪑' },
    },
    { token },
  );
  return { id: placed.message.data.id, lines: lines.length };
}

let signups = 0;
/** A new customer with a one-line container cart: the cookies of their session. */
async function buyerWithCart(quantity = 1) {
  const email = `probe-pdf-${String(++signups)}-${Date.now().toString(36)}@example.com`;
  await api.customers.register({
    email,
    first_name: 'Probe',
    last_name: 'Buyer',
    company: 'Probe Interiors',
    phone: '09171234567',
    password: PASSWORD,
  });
  const { token } = await api.customers.login({ email, password: PASSWORD });
  const item = { product_id: line.product_id, variant_id: line.variant_id };
  const cart = await api.carts.create([{ ...item, quantity }], { token });
  const itemId = cart.line_items.physical_items[0]?.id ?? '';
  return {
    cookie: `user-token=${token}; cartId=${cart.id}`,
    set: (units: number) =>
      api.carts.updateItem(cart.id, itemId, { ...item, quantity: units }, { token }),
  };
}

/** The backend of this process, on an in-memory database of the demo. */
async function startDemoBackend() {
  const backend = await startBackend({
    port,
    dataDir: 'memory://',
    seed: 'demo',
    logLevel: 'silent',
    // The probe signs up its buyers from one address.
    REGISTER_LIMIT_PER_ADDRESS: '1000',
    LOGIN_LIMIT_PER_ADDRESS: '1000',
  });
  process.env.BACKEND_URL = backend.url;
  api = createApiClient({
    apiBaseUrl: `${backend.url}/api`,
    productServiceBaseUrl: `${backend.url}/product-service`,
    graphql: { endpoint: `${backend.url}/graphql`, token: 'demo-storefront-token' },
  });
  line = await containerProduct();
  return backend;
}

async function start(appDir: string, listenOn: number) {
  const vite = await createServer({
    root: appDir,
    configFile: `${appDir}vite.config.ts`,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  const ssr = vite.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) throw new Error('The SSR environment cannot run modules');
  const build = await ssr.runner.import<ServerBuild>('virtual:react-router/server-build');
  const { createStorefrontApp } = (await import(`${appDir}server.ts`)) as {
    createStorefrontApp: typeof createApp;
  };
  const server = await new Promise<Server>((resolve) => {
    const listening = createStorefrontApp({ build, log: false }).listen(
      listenOn,
      '127.0.0.1',
      () => {
        resolve(listening);
      },
    );
  });
  const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return {
    url,
    close: async () => {
      await new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      });
      await vite.close();
    },
  };
}

/** One GET: its status, time and body size. */
async function timed(url: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { status: response.status, ms: performance.now() - started, bytes };
}

interface Figures {
  orderLines: number;
  planUnits: number;
  first: number;
  orderDocument: number[];
  orderBytes: number;
  loadPlan: number[];
  loadPlanBytes: number;
  pageAlone: number;
  bursts: {
    label: string;
    slowest: number;
    statuses: string;
    pageWorst: number;
    pageMedian: number;
  }[];
}

async function measure(appDir: string, listenOn: number): Promise<Figures> {
  const shop = await start(appDir, listenOn);
  try {
    const { token } = await api.customers.login({ email: 'buyer@example.com', password: PASSWORD });
    const buyer = `user-token=${token}`;
    const profile = await api.customers.profile({ token });
    const order = await longOrder(token, profile.id);
    const document = `${shop.url}/account/orders/${String(order.id)}/document.pdf`;
    // The process's first document reads and parses the fonts.
    const first = await timed(document, buyer);
    // Later ones: the buyer's name is printed, so each name is a document not yet rendered.
    const orderRuns = [];
    for (let n = 1; n <= 5; n++) {
      await api.customers.updateProfile(
        profile.id,
        { first_name: `Probe ${String(n)}` },
        { token },
      );
      orderRuns.push(await timed(document, buyer));
    }
    // Later load plans: each quantity is another plan, so none is a cached copy.
    const planner = await buyerWithCart(line.units);
    const planPath = `${shop.url}/container/build/${String(line.brand_id)}/load-plan.pdf`;
    const planRuns = [];
    for (let less = 0; less < 5; less++) {
      if (less > 0) await planner.set(line.units - less);
      planRuns.push(await timed(planPath, planner.cookie));
    }

    const page = `${shop.url}/account`;
    const alone = [];
    for (let i = 0; i < 5; i++) alone.push((await timed(page, buyer)).ms);

    const customers = await Promise.all(
      Array.from({ length: BUYERS }, () => buyerWithCart(line.units)),
    );
    const bursts: Figures['bursts'] = [];
    for (const label of ['first render', 'again (cached after)']) {
      const burst = { done: false };
      const downloads = Promise.all(customers.map((c) => timed(planPath, c.cookie))).finally(() => {
        burst.done = true;
      });
      // Another buyer's page, loaded again and again while the downloads last.
      const pages: number[] = [];
      while (!burst.done) pages.push((await timed(page, buyer)).ms);
      const answers = await downloads;
      const statuses = new Map<number, number>();
      for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
      bursts.push({
        label,
        slowest: Math.max(...answers.map((a) => a.ms)),
        statuses: [...statuses].map(([s, n]) => `${String(n)} × ${String(s)}`).join(', '),
        pageWorst: Math.max(...pages),
        pageMedian: median(pages),
      });
    }
    return {
      orderLines: order.lines,
      planUnits: line.units,
      first: first.ms,
      orderDocument: orderRuns.map((r) => r.ms),
      orderBytes: median(orderRuns.map((r) => r.bytes)),
      loadPlan: planRuns.map((r) => r.ms),
      loadPlanBytes: median(planRuns.map((r) => r.bytes)),
      pageAlone: median(alone),
      bursts,
    };
  } finally {
    await shop.close();
  }
}

const range = (xs: number[]) => `${ms(Math.min(...xs))}–${ms(Math.max(...xs))}`;
function print(appDir: string, f: Figures) {
  process.stdout.write(
    [
      `storefront probe:pdf on ${appDir}`,
      `  the process's first document (the order document, fonts read): ${ms(f.first)}`,
      `  later order documents (${String(f.orderDocument.length)}, ${String(f.orderLines)} lines, ${String(Math.round(f.orderBytes / 1024))} kB): ${range(f.orderDocument)}, median ${ms(median(f.orderDocument))}`,
      `  later load plans (${String(f.loadPlan.length)}, ~${String(f.planUnits)} units, ${String(Math.round(f.loadPlanBytes / 1024))} kB): ${range(f.loadPlan)}, median ${ms(median(f.loadPlan))}`,
      `  another buyer's /account alone: median ${ms(f.pageAlone)}`,
      ...f.bursts.map(
        (b) =>
          `  ${String(BUYERS)} load plans at once, ${b.label}: ${b.statuses}, slowest ${ms(b.slowest)}; /account meanwhile worst ${ms(b.pageWorst)}, median ${ms(b.pageMedian)}`,
      ),
      '',
    ].join('\n'),
  );
}

if (values.json) {
  const backend = await startDemoBackend();
  try {
    process.stdout.write(JSON.stringify(await measure(appDirs[0] ?? '', portAfter(1))));
  } finally {
    await backend.close();
  }
} else {
  const all: Figures[] = [];
  for (const [i, appDir] of appDirs.entries()) {
    // A process per app: each reads the fonts afresh, as a server does once after a start.
    const { stdout } = await run(
      process.execPath,
      [
        ...process.execArgv,
        process.argv[1] ?? '',
        '--json',
        '--app-dir',
        appDir,
        '--port',
        String(portAfter(i * 2)),
      ],
      { maxBuffer: 1 << 20 },
    );
    const out = stdout;
    const figures = JSON.parse(out.slice(out.indexOf('{'))) as Figures;
    all.push(figures);
    print(appDir, figures);
  }
  const [before, after] = [all[0], all.at(-1)];
  if (all.length > 1 && before && after)
    before.bursts.forEach((b, i) => {
      const a = after.bursts[i];
      if (!a) return;
      process.stdout.write(
        `last / first app, ${b.label}: slowest download ${(a.slowest / b.slowest).toFixed(2)}, /account's worst ${(a.pageWorst / b.pageWorst).toFixed(2)}\n`,
      );
    });
}
