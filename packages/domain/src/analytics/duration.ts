/**
 * A duration in the unit that fits it (issue 24: never "0 h" for a task done in minutes):
 * minutes under an hour (at least 1), hours (one decimal) under two days, days (one decimal)
 * beyond. The screen formats the value with Intl's unit style in the reader's language.
 */
export interface DurationParts {
  unit: 'minute' | 'hour' | 'day';
  value: number;
}

const oneDecimal = (v: number) => Math.round(v * 10) / 10;

export function durationParts(seconds: number): DurationParts {
  if (seconds < 3600) return { unit: 'minute', value: Math.max(1, Math.round(seconds / 60)) };
  if (seconds < 48 * 3600) return { unit: 'hour', value: oneDecimal(seconds / 3600) };
  return { unit: 'day', value: oneDecimal(seconds / 86_400) };
}
