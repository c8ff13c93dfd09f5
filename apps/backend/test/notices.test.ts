// E-mails about a buyer's containers: written in the transaction of their cause (a staff
// event, a slot move, the due-deposit sweep), sent once after it commits, read back from the
// outbox the test backend writes to.
import { addDaysToDate, slotAt } from '@shop/domain';
import { and, eq, isNull, like, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { ConfigError, loadConfig } from '../src/env';
import { createMailer } from '../src/mail/mailer';
import { sendOutboxMails } from '../src/mail/send-outbox';
import { queueNotice } from '../src/modules/notices/queue';
import { startMinuteTimer } from '../src/minute-timer';
import { runNotices } from '../src/modules/notices/run';
import { factoryTerms } from '../src/modules/production/factory-terms';
import type { OutboxMail, TestBackend } from './helpers';
import { DEMO, mailsTo, setupBackend } from './helpers';
import type { Line } from './track-trace/orders';
import {
  OPERATIONS_TOKEN,
  containerLines,
  containersOf,
  equipmentEvent,
  placeOrder,
  recordEvent,
  transportEvent,
} from './track-trace/orders';

let t: TestBackend;
let a: Line;
let b: Line;
let buyer: { token: string; customerId: number };
const db = () => t.backend.services.database.db;

beforeAll(async () => {
  t = await setupBackend();
  [a, b] = await containerLines(t);
  buyer = await t.login(DEMO.buyer);
});
afterAll(async () => {
  await t.close();
});

/** Waits for the sends started after the staff calls' answers. */
const settle = () => Promise.allSettled([...t.backend.services.background]);

/** The buyer's container e-mails whose notice key starts with `prefix`. */
async function mails(prefix: string): Promise<OutboxMail[]> {
  await settle();
  const all = await mailsTo(t.outbox, DEMO.buyer, { count: 0, timeoutMs: 0 });
  return all.filter((m) => m.meta.noticeKey?.startsWith(prefix));
}

const runNow = () => t.call('POST', '/operations/notices/run', { token: OPERATIONS_TOKEN });

async function newContainer(line: Line) {
  const order = await placeOrder(t, buyer, [line]);
  const [container] = await containersOf(t, order.id);
  if (!container) throw new Error('the order has no container');
  const [production] = await db()
    .select()
    .from(s.orderProduction)
    .where(eq(s.orderProduction.orderId, order.id));
  if (!production) throw new Error('the order has no production');
  return { orderId: order.id, ref: container.equipmentReference, production };
}

const transportAt = (code: 'ARRI' | 'DEPA', classifier: string, date: string) => ({
  ...transportEvent(code, classifier),
  eventDateTime: `${date}T06:00:00Z`,
});

describe('the demo seed', () => {
  it('e-mails nothing on a fresh start; a month on, one reminder per open demo deposit', async () => {
    const first = await runNow();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ queued: 0, sent: 0 });
    const open = await db()
      .select({ invoiceNumber: s.invoices.invoiceNumber })
      .from(s.invoices)
      .where(and(eq(s.invoices.type, 'deposit'), ne(s.invoices.status, 2)));
    expect(open.length).toBeGreaterThan(0);
    const monthOn = new Date(Date.now() + 30 * 86_400_000);
    const later = await runNotices(t.backend.services, monthOn);
    expect(later.queued).toBe(open.length);
    const reminded = await mails('deposit-due:');
    expect(reminded.map((m) => m.meta.noticeKey).sort()).toEqual(
      open.map((i) => `deposit-due:${i.invoiceNumber}`).sort(),
    );
    expect(await runNotices(t.backend.services, monthOn)).toEqual({ queued: 0, sent: 0 });
    expect(await mails('deposit-due:')).toHaveLength(open.length);
  });

  it('is a staff call', async () => {
    expect((await t.call('POST', '/operations/notices/run')).status).toBe(401);
  });
});

describe('milestones', () => {
  it('an ACT DEPA e-mails the buyer once, a replay and a correction do not', async () => {
    const { orderId, ref } = await newContainer(a);
    const depa = transportAt('DEPA', 'ACT', '2026-12-01');
    expect((await recordEvent(t, ref, depa, 'notice-depa-0001')).status).toBe(201);
    const sent = await mails(`milestone:${ref}:departed`);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.subject).toBe(`Container ${ref} departed CNNSA on Tue 1 Dec 2026`);
    expect(mail?.to).toBe(DEMO.buyer);
    expect(mail?.meta).toEqual({
      kind: 'milestone',
      noticeKey: `milestone:${ref}:departed`,
      orderId: String(orderId),
    });
    const storefront = t.backend.services.config.STOREFRONT_URL;
    expect(mail?.text).toContain(`${storefront}/account/orders/${String(orderId)}`);
    expect(mail?.text).toContain(`order ${String(orderId)}`);
    expect(mail?.text).toContain('Milestone: Departed');

    const replay = await recordEvent(t, ref, depa, 'notice-depa-0001');
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // A second report of the same milestone (a correction) is no new news either.
    expect((await recordEvent(t, ref, transportAt('DEPA', 'ACT', '2026-12-02'))).status).toBe(201);
    expect(await mails(`milestone:${ref}:`)).toHaveLength(1);
  });

  it('names the place of an equipment milestone, and ignores an empty box at the gate', async () => {
    const { ref } = await newContainer(a);
    await recordEvent(t, ref, equipmentEvent('STUF', 'ACT', '2026-11-02T08:00:00+08:00'));
    await recordEvent(t, ref, equipmentEvent('GTIN'));
    const sent = await mails(`milestone:${ref}:`);
    expect(sent.map((m) => m.subject)).toEqual([
      `Container ${ref} is stuffed and ready at Factory, Foshan on Mon 2 Nov 2026`,
    ]);
  });

  it('a PLN or EST of a milestone is no milestone e-mail', async () => {
    const { ref } = await newContainer(a);
    await recordEvent(t, ref, equipmentEvent('LOAD', 'PLN'));
    await recordEvent(t, ref, equipmentEvent('LOAD', 'EST'));
    expect(await mails(`milestone:${ref}:`)).toHaveLength(0);
  });
});

describe('estimates that move', () => {
  it('EST ARRI 1 day from the plan: no e-mail; 5 days: one', async () => {
    const { ref, production } = await newContainer(b);
    const planned = production.arrivalPlanned;
    expect(
      (await recordEvent(t, ref, transportAt('ARRI', 'EST', addDaysToDate(planned, 1)))).status,
    ).toBe(201);
    expect(await mails(`moved:${ref}:`)).toHaveLength(0);

    const later = addDaysToDate(planned, 5);
    expect((await recordEvent(t, ref, transportAt('ARRI', 'EST', later))).status).toBe(201);
    const sent = await mails(`moved:${ref}:`);
    expect(sent.map((m) => m.meta)).toEqual([
      expect.objectContaining({ kind: 'estimate-moved', noticeKey: `moved:${ref}:ARRI:${later}` }),
    ]);
    expect(sent[0]?.subject).toMatch(new RegExp(`^Container ${ref}: estimated arrival moved to `));
    expect(sent[0]?.text).toContain('5 days later than planned');

    // The same date estimated again: told already.
    await recordEvent(t, ref, transportAt('ARRI', 'EST', later));
    expect(await mails(`moved:${ref}:`)).toHaveLength(1);
  });

  it('a slot moved a week tells the new departure and arrival', async () => {
    const { orderId, ref, production } = await newContainer(a);
    const factory = (await factoryTerms(db(), [a.brandId])).get(a.brandId);
    if (!factory) throw new Error('no factory');
    const next = slotAt(factory.calendar, addDaysToDate(production.slotKey, 7));
    if (!next) throw new Error('no slot a week later');
    const moved = await t.call(
      'PUT',
      `/operations/orders/${String(orderId)}/production/${String(a.brandId)}/slot`,
      { token: OPERATIONS_TOKEN, body: { slot_key: next.key } },
    );
    expect(moved.status).toBe(200);
    const keys = (await mails(`moved:${ref}:`)).map((m) => m.meta.noticeKey).sort();
    expect(keys).toEqual([
      `moved:${ref}:ARRI:${String(moved.body.data.arrival_planned)}`,
      `moved:${ref}:DEPA:${next.departure}`,
    ]);
  });
});

describe('deposits due', () => {
  const today = new Date().toISOString().slice(0, 10);

  async function depositOf(orderId: number, dueDate: string) {
    const [invoice] = await db()
      .update(s.invoices)
      .set({ dueDate })
      .where(and(eq(s.invoices.orderId, orderId), eq(s.invoices.type, 'deposit')))
      .returning();
    if (!invoice) throw new Error('no deposit invoice');
    return invoice;
  }

  it('an open deposit due today is e-mailed once; a paid or later one is not', async () => {
    const open = await depositOf((await newContainer(a)).orderId, today);
    const paid = await depositOf((await newContainer(b)).orderId, addDaysToDate(today, -3));
    const later = await depositOf((await newContainer(a)).orderId, addDaysToDate(today, 1));
    const payment = await t.call('POST', `/operations/invoices/${paid.invoiceNumber}/payments`, {
      token: OPERATIONS_TOKEN,
      headers: { 'idempotency-key': `notice-pay-${paid.invoiceNumber}` },
      body: { amount: paid.openBalance },
    });
    expect(payment.status).toBe(201);

    const run = await runNow();
    expect(run.body).toEqual({ queued: 1, sent: 1 });
    const sent = await mails(`deposit-due:${open.invoiceNumber}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toMatch(new RegExp(`^Deposit ${open.invoiceNumber} is due today: `));
    expect(await mails(`deposit-due:${paid.invoiceNumber}`)).toHaveLength(0);
    expect(await mails(`deposit-due:${later.invoiceNumber}`)).toHaveLength(0);

    expect((await runNow()).body).toEqual({ queued: 0, sent: 0 });
    expect(await mails(`deposit-due:${open.invoiceNumber}`)).toHaveLength(1);
  });
});

describe('sending', () => {
  async function queue(keys: string[]) {
    const { orderId } = await newContainer(a);
    await db().transaction(async (tx) => {
      for (const noticeKey of keys)
        await queueNotice(tx, {
          customerId: buyer.customerId,
          email: DEMO.buyer,
          orderId,
          kind: 'milestone',
          noticeKey,
          subject: noticeKey,
          body: noticeKey,
        });
    });
  }

  // On PostgreSQL (test:pg) the two run at once; PGlite runs transactions one at a time.
  it('two senders at once send each notice once', async () => {
    await settle();
    const keys = Array.from({ length: 6 }, (_, i) => `milestone:TEST:concurrent-${String(i)}`);
    await queue(keys);
    const services = t.backend.services;
    const [one, two] = await Promise.all([
      sendOutboxMails(services, { limit: 4 }),
      sendOutboxMails(services, { limit: 4 }),
    ]);
    // Whatever one picked the other skipped; a third run finds what neither reached.
    const three = await sendOutboxMails(services);
    expect(one + two + three).toBe(6);
    const sent = await mails('milestone:TEST:concurrent-');
    expect(sent.map((m) => m.meta.noticeKey).sort()).toEqual([...keys].sort());
  });

  it("a send that fails leaves the notice's mail for a later run", async () => {
    await settle();
    const key = 'milestone:TEST:unreachable-smtp';
    await queue([key]);
    const services = t.backend.services;
    const unreachable = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      outboxDir: t.outbox,
      from: 'test@example.com',
    });
    const logged: unknown[] = [];
    const logger = Object.assign(Object.create(services.logger) as typeof services.logger, {
      warn: (...args: unknown[]) => {
        logged.push(args);
      },
    });
    expect(await sendOutboxMails({ ...services, mailer: unreachable, logger })).toBe(0);
    expect(logged).toHaveLength(1);
    const unsent = await db()
      .select()
      .from(s.mailOutbox)
      .where(and(sql`${s.mailOutbox.meta}->>'noticeKey' = ${key}`, isNull(s.mailOutbox.sentAt)));
    expect(unsent.map((mail) => [mail.kind, mail.attempts])).toEqual([['milestone', 1]]);
    // Not before its retry is due; then it goes, once.
    expect(await sendOutboxMails(services)).toBe(0);
    const later = new Date(Date.now() + 2 * 60_000);
    expect(await sendOutboxMails(services, { now: later })).toBe(1);
    expect(await mails(key)).toHaveLength(1);
  });
  it('the timer sweeps and sends on its own until stopped', async () => {
    await settle();
    await queue(['milestone:TEST:timer']);
    const timer = startMinuteTimer(t.backend.services, 20);
    try {
      const until = Date.now() + 5000;
      while ((await mails('milestone:TEST:timer')).length === 0 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await mails('milestone:TEST:timer')).toHaveLength(1);
    } finally {
      timer.stop();
    }
    await settle();
    await queue(['milestone:TEST:after-stop']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mails('milestone:TEST:after-stop')).toHaveLength(0);
  });
});

describe('nothing half written', () => {
  it('an event refused by validation or a reused key queues no notice', async () => {
    const { ref } = await newContainer(a);
    const noCall = { ...transportAt('DEPA', 'ACT', '2026-12-01'), transportCall: undefined };
    expect((await recordEvent(t, ref, noCall)).status).toBe(400);
    await recordEvent(t, ref, equipmentEvent('LOAD', 'PLN'), 'notice-reused-0001');
    const reused = await recordEvent(t, ref, equipmentEvent('LOAD'), 'notice-reused-0001');
    expect(reused.status).toBe(422);
    const rows = await db()
      .select()
      .from(s.containerNotices)
      .where(like(s.containerNotices.noticeKey, `%:${ref}:%`));
    expect(rows).toEqual([]);
    expect(await mails(`milestone:${ref}:`)).toHaveLength(0);
  });
});

describe('NOTICE_MOVED_DAYS', () => {
  it('defaults to 2 and takes whole days from 0', () => {
    expect(loadConfig({}).NOTICE_MOVED_DAYS).toBe(2);
    expect(loadConfig({ NOTICE_MOVED_DAYS: '0' }).NOTICE_MOVED_DAYS).toBe(0);
    expect(() => loadConfig({ NOTICE_MOVED_DAYS: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ NOTICE_MOVED_DAYS: '1.5' })).toThrow(/NOTICE_MOVED_DAYS/);
  });
});
