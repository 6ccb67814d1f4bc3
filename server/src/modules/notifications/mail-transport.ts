import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailToSend {
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  send(mail: MailToSend): Promise<void>;
  close(): void;
}

// A mail server that does not answer must not hold a delivery for minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP when `SMTP_URL` is set; otherwise each mail is written as an .eml file
 * under `DATA_DIR/mail`, so the embedded demo shows what would have been sent.
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}): MailTransport {
  const { smtpUrl, from } = options;
  if (smtpUrl) {
    const smtp = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    return {
      send: async (mail) => {
        await smtp.sendMail({ from, ...mail });
      },
      close: () => smtp.close(),
    };
  }
  const dir = path.join(options.dataDir, 'mail');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await stream.sendMail({ from, ...mail });
      await fs.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await fs.writeFile(path.join(dir, name), info.message as Buffer);
    },
    close: () => stream.close(),
  };
}
