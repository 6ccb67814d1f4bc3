// The e2e server has no SMTP_URL, so every mail lands in DATA_DIR/mail: journeys
// read the links a person would find in their inbox there.
import { mailSpool } from '@tm/test-support/mail-spool';
import { CONFIRM_SUBJECT, confirmationTokenIn } from '@tm/test-support/notification-email';

/** The tokens of every confirmation link mailed to `address` so far, oldest first. */
export function confirmationTokensTo(address: string): string[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts (global setup)');
  return mailSpool(dataDir)
    .filter((raw) => header(raw, 'To') === address && header(raw, 'Subject') === CONFIRM_SUBJECT)
    .map((raw) => confirmationTokenIn([{ to: [address], subject: CONFIRM_SUBJECT, raw }]))
    .filter((token): token is string => token !== undefined);
}

const header = (raw: string, name: string): string | undefined =>
  new RegExp(`^${name}: (.*)$`, 'm').exec(raw.slice(0, raw.indexOf('\n\n')))?.[1];
