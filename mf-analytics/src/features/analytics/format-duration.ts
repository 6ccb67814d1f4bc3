import { durationParts } from '@tm/domain/analytics/duration';

/** "5 min", "2.5 h", "3 days" in the reader's language (Intl's unit style). */
export function formatDuration(seconds: number, lang: string): string {
  const { unit, value } = durationParts(seconds);
  return value.toLocaleString(lang, {
    style: 'unit',
    unit,
    unitDisplay: unit === 'day' ? 'long' : 'short',
    maximumFractionDigits: 1,
  });
}
