import { mailSpool } from './mail-spool.ts';

/** The reset mails written to the spool for `address` so far, oldest first, quoted-printable undone. */
export function resetMailsTo(dataDir: string, address: string): string[] {
  return mailSpool(dataDir)
    .map((m) =>
      m
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    )
    .filter((m) => /^Subject: Reset your Task Manager password/m.test(m))
    .filter((m) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(m));
}

/** The link of a reset mail: `<origin>/reset-password?token=…`. */
export function resetLinkIn(mail: string): { url: string; token: string } {
  const m = /(\S+\/reset-password\?token=([\w-]+))/.exec(mail);
  if (!m) throw new Error(`no reset link in:\n${mail}`);
  return { url: m[1]!, token: m[2]! };
}
