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

/** SMTP through nodemailer when SMTP_URL is set; otherwise one JSON file per mail in the outbox. */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
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
