import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../config/private-paths.ts';
import { mboxEntry, mboxFileName } from './mbox.ts';

interface MailToSend {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (multipart/alternative). */
  html?: string;
}

export interface MailTransport {
  send(mail: MailToSend): Promise<void>;
  close(): void;
}

// A mail server that does not answer must not hold a delivery for minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP when `SMTP_URL` is set; otherwise each mail is appended to the day's mbox
 * file under `DATA_DIR/mail` (mbox.ts), so the embedded demo shows what would have
 * been sent.
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
  const append = async (file: string, entry: string) => {
    try {
      await fs.appendFile(file, entry, { mode: PRIVATE_FILE_MODE });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      await fs.appendFile(file, entry, { mode: PRIVATE_FILE_MODE });
    }
  };
  return {
    send: async (mail) => {
      const info = await (await stream.get()).sendMail({ from, ...mail });
      const now = new Date();
      // One append of the whole entry: a reader of the file finds whole messages, at most
      // the last one still being written.
      await append(path.join(dir, mboxFileName(now)), mboxEntry((info.message as Buffer).toString(), now));
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
