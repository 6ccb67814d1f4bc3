// Notification mail in the member's language (issue 20). The texts live once, in
// packages/i18n's `mail` namespace beside the app's other catalogues (en, fr, nl
// with the same keys, checked by its catalogue test); this reads them on the server.

import type { MailLanguage } from '@tm/domain/user/reminder-settings';
import en from '@tm/i18n/locales/en/mail.json' with { type: 'json' };
import fr from '@tm/i18n/locales/fr/mail.json' with { type: 'json' };
import nl from '@tm/i18n/locales/nl/mail.json' with { type: 'json' };

const CATALOGUES: Record<MailLanguage, unknown> = { en, fr, nl };

/** One text of the `mail` namespace with `{{name}}` filled in; English when a language lacks it. */
export function mailText(
  language: MailLanguage,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const template = lookup(CATALOGUES[language], key) ?? lookup(CATALOGUES.en, key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

function lookup(catalogue: unknown, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], catalogue);
  return typeof value === 'string' ? value : undefined;
}
