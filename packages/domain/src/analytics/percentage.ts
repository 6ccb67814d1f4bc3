/**
 * `part / whole` in percent rounded half up to `decimals` places; 0 when `whole` is 0
 * (SPEC 9: 0 with no tasks). Integer arithmetic first so 1/8 gives 12.5, not 12.499….
 */
export function percentage(part: number, whole: number, decimals = 0): number {
  if (whole <= 0) return 0;
  const scale = 10 ** decimals;
  return Math.round((part * 100 * scale) / whole) / scale;
}

/** Rounds to one decimal (analytics hours). */
export const oneDecimal = (value: number): number => Math.round(value * 10) / 10;
