import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Machine-readable extras written to the outbox (e.g. the reset link) for tests. */
  meta?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where mail goes: `smtp` or the outbox folder. */
  readonly target: string;
}

/**
 * How long a send may wait on the SMTP server, in ms. The outbox sends inside a transaction
 * that holds its rows (send-outbox.ts), so nodemailer's defaults (two minutes to connect, ten of
 * silence) would hold a database connection that long per mail. SMTP_URL's query may set
 * others (`?socketTimeout=60000`).
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  dnsTimeout: 5_000,
};

/**
 * nodemailer's codes for a failure of the SMTP server or the way to it rather than of one mail
 * (a refused recipient is `EENVELOPE`, a refused message `EMESSAGE`).
 */
const SERVER_FAILURES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EAUTH',
  'EPROTOCOL',
]);

/** Whether `error` says the SMTP server cannot be reached or used now, for any mail. */
export function isServerFailure(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && SERVER_FAILURES.has(code);
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise one JSON file per mail in the outbox. */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
  /** Default SMTP_TIMEOUTS. */
  timeouts?: Partial<typeof SMTP_TIMEOUTS>;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({
      ...SMTP_TIMEOUTS,
      ...options.timeouts,
      url: options.smtpUrl,
    });
    return {
      target: 'smtp',
      send: async (mail) => {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
      },
    };
  }
  let counter = 0;
  return {
    target: options.outboxDir,
    send: async (mail) => {
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      counter += 1;
      const file = join(options.outboxDir, `${stamp}-${process.pid}-${counter}-${safeTo}.json`);
      const body = { from: options.from, ...mail, date: new Date().toISOString() };
      await writeFile(file, `${JSON.stringify(body, null, 2)}\n`);
    },
  };
}
