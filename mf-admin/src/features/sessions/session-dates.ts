import { currentLanguage } from '@tm/i18n/i18n';

/** "26 Nov 2026, 14:05" in the page's language: when a session signed in or was last seen. */
export function formatSessionTime(iso: string): string {
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
