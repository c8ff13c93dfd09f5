// Migration 0013: a container notice queued before it and not yet sent becomes a mail of the
// outbox (nothing is lost on the way); a sent one does not go again. Run on PGlite from the
// migrations as they ship: up to 0012, a notice of each kind, then the rest.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const shipped = fileURLToPath(new URL('../src/db/migrations', import.meta.url));
const BEFORE = '0012_mail_outbox';

let folder: string;
let client: PGlite;

/** The shipped migrations up to and including `last` only. */
async function migrationsUpTo(last: string): Promise<string> {
  const dir = join(folder, last);
  await cp(shipped, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const end = journal.entries.findIndex((entry) => entry.tag === last);
  if (end === -1) throw new Error(`no migration ${last}`);
  journal.entries = journal.entries.slice(0, end + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'migration-0013-'));
  client = new PGlite();
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: await migrationsUpTo(BEFORE) });
  await client.exec(`
    INSERT INTO customers (id, email, first_name, last_name, password_hash)
      VALUES (1, 'buyer@example.com', 'Bea', 'Buyer', 'x');
    INSERT INTO orders (id, customer_id, billing_address, subtotal_ex_tax, subtotal_inc_tax,
        total_tax, total_ex_tax, total_inc_tax, items_total)
      VALUES (7, 1, '{}', 0, 0, 0, 0, 0, 0);
    INSERT INTO container_notices (customer_id, order_id, kind, notice_key, subject, body, sent_at)
      VALUES
        (1, 7, 'milestone', 'milestone:ABCU1234567:departed', 'Departed', 'It departed.', NULL),
        (1, 7, 'deposit-due', 'deposit-due:PF-1', 'Deposit due', 'Pay it.', NULL),
        (1, 7, 'estimate-moved', 'moved:ABCU1234567:ARRI:2026-12-01', 'Moved', 'Later.', now());
  `);
  await migrate(db, { migrationsFolder: shipped });
});

afterAll(async () => {
  await client.close();
  await rm(folder, { recursive: true, force: true });
});

describe('0013: container notices by the mail outbox', () => {
  it('carries every unsent notice into the outbox, due at once, and no sent one', async () => {
    const { rows } = await client.query<{
      kind: string;
      recipient: string;
      subject: string;
      body: string;
      meta: Record<string, string>;
      attempts: number;
      sent_at: Date | null;
      due: boolean;
    }>(
      `SELECT kind, recipient, subject, body, meta, attempts, sent_at,
         next_attempt_at <= now() AS due
       FROM mail_outbox ORDER BY id`,
    );
    expect(rows).toEqual([
      {
        kind: 'milestone',
        recipient: 'buyer@example.com',
        subject: 'Departed',
        body: 'It departed.',
        meta: { noticeKey: 'milestone:ABCU1234567:departed', orderId: '7' },
        attempts: 0,
        sent_at: null,
        due: true,
      },
      {
        kind: 'deposit-due',
        recipient: 'buyer@example.com',
        subject: 'Deposit due',
        body: 'Pay it.',
        meta: { noticeKey: 'deposit-due:PF-1', orderId: '7' },
        attempts: 0,
        sent_at: null,
        due: true,
      },
    ]);
  });

  it('keeps the notices themselves, without a send state of their own', async () => {
    const { rows } = await client.query<{ notice_key: string }>(
      'SELECT notice_key FROM container_notices ORDER BY id',
    );
    expect(rows.map((row) => row.notice_key)).toEqual([
      'milestone:ABCU1234567:departed',
      'deposit-due:PF-1',
      'moved:ABCU1234567:ARRI:2026-12-01',
    ]);
    const columns = await client.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name = 'container_notices' AND column_name = 'sent_at'`,
    );
    expect(columns.rows).toEqual([]);
  });

  it('refuses an outbox mail of a kind it does not know', async () => {
    await expect(
      client.query(
        `INSERT INTO mail_outbox (kind, recipient, subject, body) VALUES ('fax', 'a@b.c', 's', 'b')`,
      ),
    ).rejects.toThrow(/mail_outbox_kind_known/);
  });
});
