// The mail outbox: a mail is written in the transaction of its write (so a write that rolls
// back leaves none, and a mail that cannot be written undoes its write), sent after the commit,
// retried after a failure, sent once however many senders run. Read back from the outbox
// folder the test backend writes to.
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { COMPANY_ROLES, SHOPPING_LIST_STATUSES } from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { enqueueMail } from '../src/mail/enqueue';
import { createMailer, SMTP_TIMEOUTS, type Mailer } from '../src/mail/mailer';
import { pruneSentMails, SENT_MAIL_KEEP_DAYS } from '../src/mail/prune-outbox';
import { MAX_ATTEMPTS, retryDelayMs, sendOutboxMails } from '../src/mail/send-outbox';
import { startMinuteTimer } from '../src/minute-timer';
import { b2b, gql, ok, startB2bBackend } from './b2b-graphql-harness';
import { mailsTo } from './helpers';

startB2bBackend();

const CREATE_USER = `mutation ($userData: UserInputType!) { userCreate(userData: $userData) { user { id } } }`;
const CREATE_LIST = `mutation ($shoppingListData: ShoppingListsInputType!) { shoppingListsCreate(shoppingListData: $shoppingListData) { shoppingList { id status } } }`;
const UPDATE_LIST = `mutation ($id: Int!, $shoppingListData: ShoppingListsInputType!) { shoppingListsUpdate(id: $id, shoppingListData: $shoppingListData) { shoppingList { id status } } }`;

const services = () => b2b.t.backend.services;
const db = () => services().database.db;
/** Waits for the sends started after the calls' answers. */
const settle = () => Promise.allSettled([...services().background]);

/** The mails the outbox folder holds for `to`, now. */
async function delivered(to: string) {
  await settle();
  return mailsTo(b2b.t.outbox, to, { count: 0, timeoutMs: 0 });
}

const rowsTo = (to: string) =>
  db().select().from(s.mailOutbox).where(eq(s.mailOutbox.recipient, to));

/** Queues one mail to `to` without starting a send (the tests send it themselves). */
const queue = (to: string) =>
  db().transaction((tx) =>
    enqueueMail(tx, { kind: 'password-reset', to, subject: `For ${to}`, text: 'Hello' }),
  );

/** A mailer whose every send fails as an SMTP server nobody listens on makes it fail. */
const unreachable = () =>
  createMailer({
    smtpUrl: 'smtp://127.0.0.1:1',
    outboxDir: b2b.t.outbox,
    from: 'test@example.com',
  });

/** The services with `mailer`, and a logger that keeps what it is told. */
function withMailer(mailer: Mailer) {
  const logged: { level: string; message: unknown }[] = [];
  const base = services().logger;
  const logger = Object.assign(Object.create(base) as typeof base, {
    warn: (_: unknown, message: unknown) => logged.push({ level: 'warn', message }),
    error: (_: unknown, message: unknown) => logged.push({ level: 'error', message }),
  });
  return { services: { ...services(), mailer, logger }, logged };
}

describe('written with its write', () => {
  it('a transaction that rolls back leaves no mail', async () => {
    const to = 'rolled-back@example.com';
    await expect(
      db().transaction(async (tx) => {
        await enqueueMail(tx, { kind: 'password-reset', to, subject: 'x', text: 'x' });
        throw new Error('the write failed after the mail was queued');
      }),
    ).rejects.toThrow('the write failed');
    expect(await rowsTo(to)).toEqual([]);
    expect(await delivered(to)).toEqual([]);
  });

  it('a mail that cannot be written undoes its write: user, list move, reset token', async () => {
    await db().execute(sql`create function refuse_mail() returns trigger language plpgsql as
      $$ begin raise exception 'the outbox refuses'; end $$`);
    await db().execute(sql`create trigger refuse_mail before insert on mail_outbox
      for each row execute function refuse_mail()`);
    try {
      const email = 'never-welcomed@buyer-interiors.example.com';
      const created = await gql(b2b.admin.token, CREATE_USER, {
        userData: {
          companyId: b2b.buyerCompanyId,
          email,
          firstName: 'Nev',
          lastName: 'Er',
          phone: '',
          companyRoleId: COMPANY_ROLES.juniorBuyer,
          acceptEmail: true,
        },
      });
      expect(created.body.data?.userCreate ?? null).toBeNull();
      const users = await db().select().from(s.customers).where(eq(s.customers.email, email));
      expect(users).toEqual([]);

      const list = await ok(b2b.junior.token, CREATE_LIST, {
        shoppingListData: { name: 'Never submitted', description: '' },
      });
      const listId = list.shoppingListsCreate.shoppingList.id as number;
      const submit = await gql(b2b.junior.token, UPDATE_LIST, {
        id: listId,
        shoppingListData: {
          name: 'Never submitted',
          status: SHOPPING_LIST_STATUSES.readyForApproval,
        },
      });
      expect(submit.body.data?.shoppingListsUpdate ?? null).toBeNull();
      const [stored] = await db()
        .select()
        .from(s.shoppingLists)
        .where(eq(s.shoppingLists.id, listId));
      expect(stored?.status).toBe(SHOPPING_LIST_STATUSES.draft);

      const resets = () =>
        db()
          .select()
          .from(s.passwordResets)
          .where(eq(s.passwordResets.customerId, b2b.senior.customerId));
      const before = (await resets()).length;
      const asked = await b2b.t.call('POST', '/api/customers/generate-password-reset', {
        body: { email: 'senior@example.com' },
      });
      expect(asked.status).toBe(200);
      await settle();
      expect(await resets()).toHaveLength(before);
    } finally {
      await db().execute(sql`drop trigger refuse_mail on mail_outbox`);
      await db().execute(sql`drop function refuse_mail()`);
    }
  });

  it('a welcome link and its mail commit together and the mail goes out once', async () => {
    const email = 'welcomed@buyer-interiors.example.com';
    const data = await ok(b2b.admin.token, CREATE_USER, {
      userData: {
        companyId: b2b.buyerCompanyId,
        email,
        firstName: 'Wel',
        lastName: 'Come',
        phone: '',
        companyRoleId: COMPANY_ROLES.juniorBuyer,
        acceptEmail: true,
      },
    });
    const userId = data.userCreate.user.id as number;
    const tokens = await db()
      .select()
      .from(s.passwordResets)
      .where(eq(s.passwordResets.customerId, userId));
    expect(tokens).toHaveLength(1);
    const mails = await mailsTo(b2b.t.outbox, email, { kind: 'company-invite' });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.meta.resetUrl).toContain(encodeURIComponent(mails[0]?.meta.token ?? '?'));
    await settle();
    const [row] = await rowsTo(email);
    // Sent: the link it carried is no longer kept in the clear.
    expect(row).toMatchObject({
      kind: 'company-invite',
      attempts: 1,
      lastError: null,
      body: '',
      meta: {},
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });
});

describe('sending', () => {
  it('a failed send stays queued with its error and goes once on a later run', async () => {
    await settle();
    const to = 'retried@example.com';
    await queue(to);
    const down = withMailer(unreachable());
    expect(await sendOutboxMails(down.services)).toBe(0);
    // After the failure: its retry was timed from a moment no later than this.
    const now = new Date();
    expect(down.logged).toEqual([
      { level: 'warn', message: 'e-mail failed; it is tried again later' },
    ]);
    const [failed] = await rowsTo(to);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(await delivered(to)).toEqual([]);

    // Not before its wait is over, then once.
    expect(await sendOutboxMails(services(), { now })).toBe(0);
    const later = new Date(now.getTime() + retryDelayMs(1));
    expect(await sendOutboxMails(services(), { now: later })).toBe(1);
    expect(await sendOutboxMails(services(), { now: later })).toBe(0);
    const mails = await delivered(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: `For ${to}`, meta: { kind: 'password-reset' } });
    expect((await rowsTo(to))[0]).toMatchObject({ attempts: 2, lastError: null });
  });

  it('gives a mail up after its last attempt, keeping a bounded error', async () => {
    await settle();
    const to = 'given-up@example.com';
    await queue(to);
    await db()
      .update(s.mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(s.mailOutbox.recipient, to));
    const long = withMailer({
      target: 'nowhere',
      send: () => Promise.reject(new Error('5'.repeat(5000))),
    });
    expect(await sendOutboxMails(long.services)).toBe(0);
    expect(long.logged).toEqual([
      { level: 'error', message: 'e-mail given up after its last attempt' },
    ]);
    const [row] = await rowsTo(to);
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null });
    expect(row?.lastError).toHaveLength(s.MAIL_ERROR_LENGTH);
    const muchLater = new Date(Date.now() + 30 * 86_400_000);
    expect(await sendOutboxMails(services(), { now: muchLater })).toBe(0);
    expect(await delivered(to)).toEqual([]);
  });

  it('an unreachable server ends the batch: the mails after the failed one stay due, untried', async () => {
    await settle();
    const first = 'batch-first@example.com';
    const second = 'batch-second@example.com';
    await queue(first);
    await queue(second);
    const down = withMailer(unreachable());
    expect(await sendOutboxMails(down.services)).toBe(0);
    expect(down.logged).toHaveLength(1);
    expect((await rowsTo(first))[0]).toMatchObject({ attempts: 1, sentAt: null });
    expect((await rowsTo(second))[0]).toMatchObject({ attempts: 0, sentAt: null });
    expect(await sendOutboxMails(services())).toBe(1);
    expect(await delivered(second)).toHaveLength(1);
    // The first waits out its retry delay.
    const later = new Date(Date.now() + retryDelayMs(1));
    expect(await sendOutboxMails(services(), { now: later })).toBe(1);
    expect(await delivered(first)).toHaveLength(1);
  });

  it('a mail refused on its own does not hold back the next', async () => {
    await settle();
    const refused = 'refused-alone@example.com';
    const next = 'after-refused@example.com';
    await queue(refused);
    await queue(next);
    const sent: string[] = [];
    const picky = withMailer({
      target: 'picky',
      send: (mail) => {
        if (mail.to === refused)
          return Promise.reject(
            Object.assign(new Error('550 no such user'), { code: 'EENVELOPE' }),
          );
        sent.push(mail.to);
        return Promise.resolve();
      },
    });
    expect(await sendOutboxMails(picky.services)).toBe(1);
    expect(sent).toEqual([next]);
    expect((await rowsTo(refused))[0]).toMatchObject({ attempts: 1, sentAt: null });
  });

  describe('a silent SMTP server (accepts the connection, never greets)', () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    let port = 0;
    beforeAll(async () => {
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      port = (silent.address() as AddressInfo).port;
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });

    /** Sends one queued mail through `mailer`; how long it waited, and the row after. */
    async function sendThrough(mailer: Mailer, to: string) {
      await settle();
      await queue(to);
      const started = performance.now();
      expect(await sendOutboxMails(withMailer(mailer).services)).toBe(0);
      const waited = performance.now() - started;
      const [row] = await rowsTo(to);
      expect(row).toMatchObject({ attempts: 1, sentAt: null });
      expect(row?.lastError).toMatch(/greeting|timeout/i);
      return waited;
    }

    it("is waited on for the mailer's timeout, not nodemailer's 30 s", async () => {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${String(port)}`,
        outboxDir: b2b.t.outbox,
        from: 'test@example.com',
        timeouts: { greetingTimeout: 300 },
      });
      expect(await sendThrough(mailer, 'silent-default@example.com')).toBeLessThan(5_000);
      expect(SMTP_TIMEOUTS.greetingTimeout).toBeLessThanOrEqual(10_000);
      expect(SMTP_TIMEOUTS.connectionTimeout).toBeLessThanOrEqual(10_000);
    });

    it("SMTP_URL's query sets a timeout of its own", async () => {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${String(port)}?greetingTimeout=300`,
        outboxDir: b2b.t.outbox,
        from: 'test@example.com',
        timeouts: { greetingTimeout: 60_000 },
      });
      expect(await sendThrough(mailer, 'silent-url@example.com')).toBeLessThan(5_000);
    });
  });

  // On PostgreSQL (test:pg) the two run at once; PGlite runs transactions one at a time.
  it('two senders at once send each mail once', async () => {
    await settle();
    const recipients = Array.from({ length: 6 }, (_, i) => `concurrent-${String(i)}@example.com`);
    for (const to of recipients) await queue(to);
    const [one, two] = await Promise.all([
      sendOutboxMails(services(), { limit: 4 }),
      sendOutboxMails(services(), { limit: 4 }),
    ]);
    // Whatever one picked the other skipped; a third run finds what neither reached.
    const three = await sendOutboxMails(services());
    expect(one + two + three).toBe(6);
    for (const to of recipients) expect(await delivered(to)).toHaveLength(1);
  });

  it('the minute timer sends what is queued', async () => {
    await settle();
    const to = 'on-the-minute@example.com';
    await queue(to);
    const timer = startMinuteTimer(services(), 20);
    try {
      const until = Date.now() + 5000;
      while ((await delivered(to)).length === 0 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      timer.stop();
    }
    expect(await delivered(to)).toHaveLength(1);
  });
});

describe('forgetting', () => {
  it(`deletes mails sent more than ${String(SENT_MAIL_KEEP_DAYS)} days ago, keeping newer, unsent and given-up ones`, async () => {
    await settle();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const rows = {
      old: 'forget-sent-long-ago@example.com',
      recent: 'forget-sent-lately@example.com',
      unsent: 'forget-not-yet-sent@example.com',
      givenUp: 'forget-given-up@example.com',
    };
    for (const to of Object.values(rows)) await queue(to);
    const mark = (to: string, set: Partial<typeof s.mailOutbox.$inferInsert>) =>
      db().update(s.mailOutbox).set(set).where(eq(s.mailOutbox.recipient, to));
    await mark(rows.old, { sentAt: daysAgo(SENT_MAIL_KEEP_DAYS + 1), body: '' });
    await mark(rows.recent, { sentAt: daysAgo(SENT_MAIL_KEEP_DAYS - 1), body: '' });
    await mark(rows.givenUp, {
      attempts: MAX_ATTEMPTS,
      lastError: 'refused',
      createdAt: daysAgo(SENT_MAIL_KEEP_DAYS * 2),
    });
    await mark(rows.unsent, { createdAt: daysAgo(SENT_MAIL_KEEP_DAYS * 2) });

    expect(await pruneSentMails(services())).toBe(1);
    expect(await rowsTo(rows.old)).toHaveLength(0);
    for (const to of [rows.recent, rows.unsent, rows.givenUp])
      expect(await rowsTo(to)).toHaveLength(1);
    // A second run finds nothing more.
    expect(await pruneSentMails(services())).toBe(0);
  });

  it('deletes at most a batch per run', async () => {
    await settle();
    const long = new Date(Date.now() - (SENT_MAIL_KEEP_DAYS + 5) * 86_400_000);
    const recipients = ['batch-1@example.com', 'batch-2@example.com', 'batch-3@example.com'];
    for (const to of recipients) await queue(to);
    await db()
      .update(s.mailOutbox)
      .set({ sentAt: long, body: '' })
      .where(sql`${s.mailOutbox.recipient} like 'batch-_@example.com'`);
    expect(await pruneSentMails(services(), { limit: 2 })).toBe(2);
    expect(await pruneSentMails(services(), { limit: 2 })).toBe(1);
  });
});
