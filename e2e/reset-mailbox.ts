// Password reset links (issue 21) as the person finds them in their inbox: the
// e2e server has no SMTP_URL, so mail lands in DATA_DIR/mail.
import { resetLinkIn, resetMailsTo } from '@tm/test-support/password-reset-mail';

/** The links of every reset mail sent to `address` so far, oldest first. */
export function resetLinksTo(address: string): string[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts (global setup)');
  return resetMailsTo(dataDir, address).map((mail) => resetLinkIn(mail).url);
}
