import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

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
    const smtp = lazyTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    return {
      send: async (mail) => {
        await (await smtp.get()).sendMail({ from, ...mail });
      },
      close: () => smtp.close(),
    };
  }
  const dir = path.join(options.dataDir, 'mail');
  const stream = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // The folder is made when a write finds it missing (the first mail, or after someone removed it).
  const writeAside = async (file: string, message: Buffer) => {
    try {
      await fs.writeFile(file, message);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(file, message);
    }
  };
  return {
    send: async (mail) => {
      const info = await (await stream.get()).sendMail({ from, ...mail });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      // Written aside, then renamed: whoever reads the folder never finds a half-written mail.
      await writeAside(path.join(dir, `${name}.tmp`), info.message as Buffer);
      await fs.rename(path.join(dir, `${name}.tmp`), path.join(dir, `${name}.eml`));
    },
    close: () => stream.close(),
  };
}

/**
 * nodemailer is loaded with the first mail, not at start: most instances send
 * mail rarely, and the library would otherwise sit in every server's memory.
 */
function lazyTransport(options: object): { get(): Promise<Transporter>; close(): void } {
  let transport: Promise<Transporter> | null = null;
  return {
    get: () => {
      transport ??= import('nodemailer').then((m) => m.default.createTransport(options));
      return transport;
    },
    close: () => {
      void transport?.then((t) => t.close());
    },
  };
}
