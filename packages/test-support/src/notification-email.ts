import type { ReceivedMail } from './smtp-test-server.ts';

export const CONFIRM_SUBJECT = 'Confirm your address for Task Manager notifications';

/** The token of the latest confirmation link among these mails (their bodies are quoted-printable). */
export function confirmationTokenIn(mails: ReceivedMail[]): string | undefined {
  const latest = mails.filter((m) => m.subject === CONFIRM_SUBJECT).at(-1);
  const body = latest?.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return (body && /\/confirm-email\?token=([\w-]+)/.exec(body)?.[1]) || undefined;
}
