// A container after checkout, as a buyer follows it in Chromium at the shop's address: the
// production slot shown on the builder and at checkout and kept by the order, the deposit and
// the planned milestones on the order page, a staff DCSA event (ACT DEPA) showing on the
// page, on /account/containers, in the calendar feed and as an e-mail, the documents
// downloaded and read back, every page readable without JavaScript, and another customer
// getting 404 for all of it.
import { readFile } from 'node:fs/promises';
import { productionOfOrder } from '@shop/api/production';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../pdf-text';
import { setupSite, waitForHydration } from './harness';
import { lineOf, logIn, sellable, type Session } from './shop-data';

const site = setupSite();
const OPERATIONS = { Authorization: 'Bearer demo-operations-token' };

async function containerCart(session: Session) {
  const item = (await sellable(site.stack)).find((candidate) => candidate.isContainer);
  if (!item) throw new Error('no container product in the demo');
  const cart = await session.api.carts.create([lineOf(item, 1)], { token: session.token });
  return { cartId: cart.id, brandId: item.brandId };
}

async function productionOf(session: Session, orderId: number) {
  const metafields = await session.api.customers.orderMetafields(orderId, {
    token: session.token,
  });
  const [production] = productionOfOrder(metafields);
  if (!production) throw new Error(`order ${String(orderId)} has no production`);
  return production;
}

/** Places a container order through the builder and checkout; what the buyer was shown. */
async function orderThroughCheckout(page: Page, session: Session) {
  const { cartId, brandId } = await containerCart(session);
  await site.useCart(page, cartId);
  await page.goto(site.url('/container/build'));
  const onBuilder = page.locator('.ui-production-slots').first();
  await onBuilder.waitFor();
  const shown = (await onBuilder.innerText()).trim();
  expect(shown).toMatch(/^Order by .+ for the slot that departs around .+\.$/m);

  await page.goto(site.url('/checkout'));
  await page.getByRole('group', { name: 'Billing address' }).waitFor();
  await waitForHydration(page, 'form button[type="submit"]');
  const atCheckout = page.locator('.ui-production-slots').first();
  expect((await atCheckout.innerText()).trim()).toBe(shown);
  const slotKey = await page.locator(`input[name="slot_${String(brandId)}"]`).inputValue();
  await page.getByLabel('Customer order number').fill(`PO-JOURNEY-${String(Date.now())}`);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL((url) => url.pathname === '/success');
  const orderId = Number(await page.getByTestId('order-number').textContent());
  return { orderId, brandId, slotKey, shown };
}

async function staffEvent(equipmentReference: string, body: Record<string, unknown>) {
  const response = await fetch(
    `${site.stack.backendUrl}/operations/containers/${equipmentReference}/events`,
    {
      method: 'POST',
      headers: { ...OPERATIONS, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { eventID: string };
}

const departed = (at: string) => ({
  eventType: 'TRANSPORT',
  eventClassifierCode: 'ACT',
  eventDateTime: at,
  transportEventTypeCode: 'DEPA',
  transportCall: {
    transportCallID: `call-${String(Date.now())}`,
    modeOfTransport: 'VESSEL',
    UNLocationCode: 'CNSHA',
  },
});

const containerSection = (page: Page, factory: string) =>
  page.getByRole('region', { name: `${factory} container` });

/** Downloads a document by its link on the page and reads its text back. */
async function downloadText(page: Page, name: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('link', { name: `${name} (PDF)`, exact: true })
      .first()
      .click(),
  ]);
  const pdf = await readPdf(new Uint8Array(await readFile(await download.path())));
  return pdf.text.join('\n');
}

/** The VEVENT of an iCalendar text whose UID starts with `uid`, its folded lines unfolded. */
function veventOf(ics: string, uid: string): string {
  const events = ics
    .replace(/\r\n[ \t]/g, '')
    .split('BEGIN:VEVENT')
    .slice(1);
  const event = events.find((text) => text.includes(`\r\nUID:${uid}`));
  if (!event) throw new Error(`no event ${uid} in the feed`);
  return event;
}

const DOCUMENTS = ['proforma.pdf', 'packing-list.pdf', 'commercial-invoice.pdf'];

describe('a container order from the builder to the water', () => {
  it('keeps the slot shown, shows the deposit and plan, then a departure staff record', async () => {
    const session = await logIn(site.stack);
    const page = await site.newPage({ token: session.token });
    const { orderId, slotKey, shown } = await orderThroughCheckout(page, session);

    const production = await productionOf(session, orderId);
    expect(production.slot.key).toBe(slotKey);
    const factory = production.factory.name;

    await page.goto(site.url(`/account/orders/${String(orderId)}`));
    await page.getByRole('heading', { name: 'Production and shipping' }).waitFor();
    const section = containerSection(page, factory);
    await expect(section.innerText()).resolves.toContain('Awaiting deposit');
    // The departure the builder and checkout promised is the one the order plans.
    const promised = /departs around (.+)\.$/m.exec(shown)?.[1] ?? 'missing';
    await expect(section.getByRole('definition').nth(2).innerText()).resolves.toContain(promised);
    const payments = section.getByRole('list', { name: `Payments for the ${factory} container` });
    await expect(payments.innerText()).resolves.toMatch(/Deposit \(30 %\)[\s\S]*Balance/);
    const milestones = section.getByRole('list', {
      name: `Milestones of the ${factory} container`,
    });
    await expect(milestones.innerText()).resolves.toMatch(/Departed[\s\S]*Planned/);

    const reference = production.container?.equipment_reference;
    if (!reference) throw new Error('the order has no container number');
    const departedAt = new Date().toISOString();
    await staffEvent(reference, departed(departedAt));

    await page.reload();
    await expect(containerSection(page, factory).innerText()).resolves.toContain('On the water');
    // …and the buyer is told by e-mail, once (the notice is sent after the event commits).
    const toldOf = async () =>
      (await site.stack.mailsTo('buyer@example.com')).filter(
        (mail) => mail.meta.kind === 'milestone' && mail.meta.orderId === String(orderId),
      );
    await expect.poll(async () => (await toldOf()).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await toldOf();
    expect(mail?.subject).toMatch(new RegExp(`^Container ${reference} departed`));
    expect(mail?.text).toContain(`/account/orders/${String(orderId)}`);
    await page.goto(site.url('/account/containers'));
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `Order ${String(orderId)}`, exact: true }) });
    await expect(row.innerText()).resolves.toContain('On the water');

    // The buyer's private calendar feed carries the departure on the day it happened.
    await page.getByRole('button', { name: 'Create a calendar link' }).click();
    const feedUrl = await page.getByLabel('Your private calendar link').inputValue();
    expect(feedUrl.startsWith(`${site.stack.storefrontUrl}/calendar/`)).toBe(true);
    expect(feedUrl).toMatch(/\/calendar\/[\w-]{20,}\.ics$/);
    const feed = await fetch(feedUrl);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const departure = veventOf(await feed.text(), `etd-${reference}@`);
    expect(departure).toContain(
      `DTSTART;VALUE=DATE:${departedAt.slice(0, 10).replaceAll('-', '')}`,
    );
    expect(departure).toContain(`(order ${String(orderId)})`);

    // Its documents, from the links on its page: the commercial invoice now it sailed.
    await page.goto(site.url(`/account/orders/${String(orderId)}`));
    const proforma = await downloadText(page, 'Pro-forma invoice');
    expect(proforma).toContain(production.proforma_number);
    expect(proforma).toMatch(/Deposit/);
    const packing = await downloadText(page, 'Packing list');
    expect(packing).toMatch(/Total/);
    const invoice = await downloadText(page, 'Commercial invoice');
    expect(invoice).toContain(reference);
  });
});

describe('without JavaScript', () => {
  it('reads the containers list, makes and stops a calendar link, sorts and opens an order', async () => {
    const session = await logIn(site.stack);
    const page = await site.newPage({ token: session.token, javaScriptEnabled: false });
    await page.goto(site.url('/account/containers'));
    const rows = page.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(5);
    // The calendar link is made (or replaced: the test above made one) and stopped by plain
    // form posts.
    await page.getByRole('button', { name: /^(Create a calendar link|Replace the link)$/ }).click();
    const feedUrl = await page.getByLabel('Your private calendar link').inputValue();
    expect((await fetch(feedUrl)).status).toBe(200);
    await page.getByRole('button', { name: 'Stop the feed' }).click();
    await page.getByText('The calendar feed is stopped').waitFor();
    expect((await fetch(feedUrl)).status).toBe(404);

    await page.getByRole('link', { name: /ETA/ }).first().click();
    await page.waitForURL((url) => url.searchParams.get('sort') !== null);
    await rows.first().getByRole('link').first().click();
    await page.waitForURL((url) => /^\/account\/orders\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name: 'Production and shipping' }).waitFor();
    expect(await page.getByRole('list', { name: /^Milestones of the / }).count()).toBeGreaterThan(
      0,
    );
    expect(await downloadText(page, 'Pro-forma invoice')).toMatch(/Deposit/);
  });
});

describe('another customer', () => {
  it('gets 404 for the order page, its load plan, documents and events', async () => {
    const buyer = await logIn(site.stack);
    const [newest] = await buyer.api.customers.orders(buyer.customerId, { token: buyer.token });
    if (!newest) throw new Error('the demo buyer has no orders');
    const production = await productionOf(buyer, newest.id);
    const reference = production.container?.equipment_reference ?? '';

    const other = await logIn(site.stack, 'rrp@example.com');
    const page = await site.newPage({ token: other.token });
    site.allow(404);
    const orderPage = await page.goto(site.url(`/account/orders/${String(newest.id)}`));
    expect(orderPage?.status()).toBe(404);
    const plan = await page.goto(
      site.url(
        `/account/orders/${String(newest.id)}/containers/${String(production.factory.id)}/load-plan.pdf`,
      ),
    );
    expect(plan?.status()).toBe(404);
    for (const file of DOCUMENTS) {
      const document = await page.request.get(
        site.url(
          `/account/orders/${String(newest.id)}/containers/${String(production.factory.id)}/${file}`,
        ),
      );
      expect(document.status(), file).toBe(404);
    }

    const asOther = { Authorization: `Bearer ${other.token}` };
    const listed = await fetch(
      `${site.stack.backendUrl}/v2/events?equipmentReference=${reference}`,
      { headers: asOther },
    );
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual([]);
    const ownEvents = (await (
      await fetch(`${site.stack.backendUrl}/v2/events?equipmentReference=${reference}`, {
        headers: { Authorization: `Bearer ${buyer.token}` },
      })
    ).json()) as { eventID: string }[];
    expect(ownEvents.length).toBeGreaterThan(0);
    const one = await fetch(`${site.stack.backendUrl}/v2/events/${ownEvents[0]?.eventID ?? ''}`, {
      headers: asOther,
    });
    expect(one.status).toBe(404);
  });
});
