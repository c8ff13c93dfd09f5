// The documents of a container in a placed order, rendered by the real server build against
// the real backend (in-process, in-memory database, demo data): the demo buyer's order on the
// water (loaded) and their order awaiting its deposit. The pro-forma prints the backend's
// deposit and balance, which add up to the container value it prints; the packing list's
// totals are the load plan's; the commercial invoice waits for the container to be loaded;
// another customer and a guest get a 404 for each, and the container view links them.
import {
  capacityFromMetafields,
  checkContainerLoad,
  containerTypeForCapacity,
  formatVolume,
  isContainerLineName,
} from '@shop/domain';
import { cartonFromMetafields } from '@shop/domain/load-plan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../pdf-text';
import type { RenderedApp } from './render';
import { renderApp, startTestBackend, backendLogIn } from './render';

let app: RenderedApp;
let closeBackend: () => Promise<void>;

const DOCUMENTS = ['proforma.pdf', 'packing-list.pdf', 'commercial-invoice.pdf'] as const;
const KG = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

type Buyer = Awaited<ReturnType<typeof backendLogIn>>;

const cookie = (token: string) => ({ Cookie: `user-token=${token}` });

async function download(path: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { headers });
  return {
    status: response.status,
    type: response.headers.get('Content-Type') ?? '',
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** The document's text, every page's lines. */
async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  return (await readPdf(bytes)).text.flatMap((page) => page.split('\n'));
}

/** Cents of the first `$1,234.56` in a line. */
function cents(line: string | undefined): number {
  const [, amount = ''] = /\$([\d,]+(?:\.\d\d)?)/.exec(line ?? '') ?? [];
  expect(amount).not.toBe('');
  return Math.round(Number(amount.replaceAll(',', '')) * 100);
}

/** The demo buyer's order with this PO, its factory and production. */
async function demoOrder(buyer: Buyer, po: string) {
  const orders = await buyer.api.customers.orders(buyer.customer.id, { token: buyer.token });
  const order = orders.find((o) => o.costumer_order_number === po);
  if (!order) throw new Error(`the demo buyer has no order ${po}`);
  const metafields = await buyer.api.customers.orderMetafields(order.id, { token: buyer.token });
  const production = metafields.find((m) => m.namespace === 'production');
  const value = JSON.parse(String(production?.value)) as {
    factory: { id: number };
    proforma_number: string;
    container_value: number;
    container: {
      equipment_reference: string;
      carrier_booking_reference: string;
      iso_equipment_code: string;
    };
  };
  return {
    id: order.id,
    brandId: value.factory.id,
    production: value,
    metafields,
    base: `/account/orders/${String(order.id)}/containers/${String(value.factory.id)}`,
  };
}

/** The order's load plan totals, planned as the storefront plans it (@shop/domain). */
async function planTotals(buyer: Buyer, order: Awaited<ReturnType<typeof demoOrder>>) {
  const full = await buyer.api.customers.order(buyer.customer.id, order.id, {
    token: buyer.token,
  });
  const lines = await Promise.all(
    full.products
      .filter((line) => isContainerLineName(line.name))
      .map(async (line) => {
        const { site } = await buyer.api.graphql.productStockDetails({ sku: line.sku });
        const node = site.product?.variants.edges?.find(
          (e) => e.node.entityId === line.variant_id,
        )?.node;
        const carton =
          node && site.product
            ? cartonFromMetafields(node.metafields, site.product.metafields)
            : null;
        return { key: line.sku, label: line.name, quantity: line.quantity, carton };
      }),
  );
  const box = containerTypeForCapacity(capacityFromMetafields(order.metafields, order.brandId));
  const { plan } = checkContainerLoad(lines, box, { budgetMs: Number.POSITIVE_INFINITY });
  if (plan === null) throw new Error('the demo order has no load plan');
  const cartons = [...plan.placed, ...plan.unplaced].map((p) => p.carton);
  return {
    cartons: String(cartons.length),
    units: String(cartons.reduce((sum, c) => sum + c.units, 0)),
    kg: KG.format(plan.weight.requestedKg),
    cbm: formatVolume(plan.volume.requestedCbm),
  };
}

beforeAll(async () => {
  closeBackend = await startTestBackend('demo');
  // Read by env.server.ts when the app is first loaded: room for every render of this file.
  process.env.PDF_RENDERS_PER_MINUTE = '100';
  app = await renderApp();
});
afterAll(async () => {
  await app.close();
  await closeBackend();
});

describe('the documents of a loaded container (on the water)', () => {
  let buyer: Buyer;
  let order: Awaited<ReturnType<typeof demoOrder>>;

  beforeAll(async () => {
    buyer = await backendLogIn('buyer@example.com');
    order = await demoOrder(buyer, 'PO-BUYER-2004');
  });

  it('prints the pro-forma: its number, the lines, and a deposit and balance that make the container value', async () => {
    const pdf = await download(`${order.base}/proforma.pdf`, cookie(buyer.token));
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const lines = await pdfLines(pdf.bytes);
    const text = lines.join('\n');
    expect(text).toContain('Pro-forma invoice');
    expect(text).toContain(`Pro-forma: ${order.production.proforma_number}`);
    expect(text).toContain(`Order: ${String(order.id)}`);
    expect(text).toContain('Trade Furniture');
    expect(text).toContain('SWIFT WPACAU2S');
    const deposit = lines.find((line) => line.startsWith('Deposit (30 %)'));
    const balance = lines.find((line) => line.startsWith('Balance '));
    const value = lines.find((line) => line.startsWith('Container value (incl. tax)'));
    expect(deposit).toMatch(/ Paid$/);
    expect(balance).toMatch(/ Paid$/);
    expect(cents(value)).toBe(Math.round(order.production.container_value * 100));
    expect(cents(deposit) + cents(balance)).toBe(cents(value));
    // 30 % of the value, as the backend invoiced it (rounded to the cent).
    expect(Math.abs(cents(deposit) - cents(value) * 0.3)).toBeLessThanOrEqual(1);
  });

  it("prints the packing list with the load plan's totals", async () => {
    const pdf = await download(`${order.base}/packing-list.pdf`, cookie(buyer.token));
    expect(pdf.status).toBe(200);
    const lines = await pdfLines(pdf.bytes);
    const total = lines.find((line) => line.startsWith('Total '));
    const expected = await planTotals(buyer, order);
    expect(total).toBe(
      `Total ${expected.cartons} ${expected.units} ${expected.kg} ${expected.cbm}`,
    );
    // The printed load plan of the same container counts the same cartons, units and weight.
    const plan = await download(`${order.base}/load-plan.pdf`, cookie(buyer.token));
    expect(plan.status).toBe(200);
    const planTotal = (await pdfLines(plan.bytes)).find((line) => line.startsWith('Total '));
    expect(planTotal).toMatch(
      new RegExp(
        `^Total ${expected.cartons} ${expected.units} ${expected.kg.replace('.', '\\.')} \\d+$`,
      ),
    );
  });

  it('prints the commercial invoice with the container, the booking and the vessel', async () => {
    const pdf = await download(`${order.base}/commercial-invoice.pdf`, cookie(buyer.token));
    expect(pdf.status).toBe(200);
    const text = (await pdfLines(pdf.bytes)).join('\n');
    const { container } = order.production;
    expect(text).toContain('Commercial invoice');
    expect(text).toContain(`Container: ${container.equipment_reference}`);
    expect(text).toContain(`Carrier booking: ${container.carrier_booking_reference}`);
    expect(text).toContain(`ISO equipment code: ${container.iso_equipment_code}`);
    expect(text).toMatch(/Vessel: Southern Star \(IMO 9321483\)/);
    expect(text).toMatch(/Loaded: [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4}, .+ \([A-Z]{5}\)/);
    expect(cents(text.split('\n').find((l) => l.startsWith('Container value')))).toBe(
      Math.round(order.production.container_value * 100),
    );
  });

  it('is linked from the container on the order page, the commercial invoice with them', async () => {
    const page = await (
      await app.request(`/account/orders/${String(order.id)}`, { headers: cookie(buyer.token) })
    ).text();
    expect(page).toContain('>Documents</h4>');
    for (const document of DOCUMENTS) expect(page).toContain(`href="${order.base}/${document}"`);
  });

  it('is nobody else’s: another customer and a guest get a 404 for each', async () => {
    const other = await backendLogIn('rrp@example.com');
    for (const document of DOCUMENTS) {
      for (const headers of [cookie(other.token), {}]) {
        const answer = await download(`${order.base}/${document}`, headers);
        expect(answer.status).toBe(404);
        expect(new TextDecoder().decode(answer.bytes)).toBe('Order not found');
      }
    }
  });

  it('answers an unknown factory with a 404 and a factory that is not a number with a 400', async () => {
    const unknown = await download(
      `/account/orders/${String(order.id)}/containers/999999/proforma.pdf`,
      cookie(buyer.token),
    );
    expect(unknown.status).toBe(404);
    expect(new TextDecoder().decode(unknown.bytes)).toBe(
      `Order ${String(order.id)} has no container of factory 999999.`,
    );
    const malformed = await download(
      `/account/orders/${String(order.id)}/containers/oak/packing-list.pdf`,
      cookie(buyer.token),
    );
    expect(malformed.status).toBe(400);
    expect(new TextDecoder().decode(malformed.bytes)).toMatch(/is its number, e\.g\. /);
    const notAnOrder = await download(
      `/account/orders/x1/containers/${String(order.brandId)}/proforma.pdf`,
      cookie(buyer.token),
    );
    expect(notAnOrder.status).toBe(404);
  });
});

describe('the documents of a container awaiting its deposit', () => {
  let buyer: Buyer;
  let order: Awaited<ReturnType<typeof demoOrder>>;

  beforeAll(async () => {
    buyer = await backendLogIn('buyer@example.com');
    order = await demoOrder(buyer, 'PO-BUYER-2001');
  });

  it('prints the pro-forma with the deposit and the balance open, adding up to the container value', async () => {
    const pdf = await download(`${order.base}/proforma.pdf`, cookie(buyer.token));
    expect(pdf.status).toBe(200);
    const lines = await pdfLines(pdf.bytes);
    const deposit = lines.find((line) => line.startsWith('Deposit (30 %)'));
    const balance = lines.find((line) => line.startsWith('Balance '));
    const value = lines.find((line) => line.startsWith('Container value (incl. tax)'));
    expect(deposit).toMatch(/ Open$/);
    expect(balance).toMatch(/ Open$/);
    expect(cents(deposit) + cents(balance)).toBe(cents(value));
    expect(cents(value)).toBe(Math.round(order.production.container_value * 100));
  });

  it("prints the packing list with the load plan's totals", async () => {
    const pdf = await download(`${order.base}/packing-list.pdf`, cookie(buyer.token));
    expect(pdf.status).toBe(200);
    const expected = await planTotals(buyer, order);
    expect((await pdfLines(pdf.bytes)).find((line) => line.startsWith('Total '))).toBe(
      `Total ${expected.cartons} ${expected.units} ${expected.kg} ${expected.cbm}`,
    );
  });

  it('issues no commercial invoice before the container is loaded, and does not link one', async () => {
    const refused = await download(`${order.base}/commercial-invoice.pdf`, cookie(buyer.token));
    expect(refused.status).toBe(409);
    expect(new TextDecoder().decode(refused.bytes)).toBe(
      'The commercial invoice is issued when the container is loaded.',
    );
    const page = await (
      await app.request(`/account/orders/${String(order.id)}`, { headers: cookie(buyer.token) })
    ).text();
    expect(page).toContain(`href="${order.base}/proforma.pdf"`);
    expect(page).toContain(`href="${order.base}/packing-list.pdf"`);
    expect(page).not.toContain(`${order.base}/commercial-invoice.pdf`);
  });

  it('is nobody else’s: another customer and a guest get a 404 for each', async () => {
    const other = await backendLogIn('rrp@example.com');
    for (const document of DOCUMENTS) {
      for (const headers of [cookie(other.token), {}]) {
        expect((await download(`${order.base}/${document}`, headers)).status).toBe(404);
      }
    }
  });
});
