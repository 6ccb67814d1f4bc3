const KB = 1024;
const MB = 1024 * KB;

/**
 * SPEC 9: sizes in B, KB or MB, one decimal from KB upward (binary multiples,
 * as the 10 MB upload limit is 10 * 1024 * 1024 bytes). `locale` only picks the
 * decimal separator; the unit letters are the same in every language.
 */
export function formatFileSize(bytes: number, locale = 'en'): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < KB) return `${Math.round(bytes)} B`;
  const oneDecimal = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  });
  // Switch to MB where one decimal of KB would round up to 1024.0 (i.e. from 1023.95 KB).
  if (bytes < MB - KB / 20) return `${oneDecimal.format(bytes / KB)} KB`;
  return `${oneDecimal.format(bytes / MB)} MB`;
}
