import { formatKept } from './formatCache.ts';

/** Numbers for nl-NL via Intl: thousands `.`, decimals `,`. Returns `''` for non-finite input. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  try {
    return formatKept(Intl.NumberFormat, 'nl-NL', { signDisplay: 'negative', ...options }).format(
      value,
    );
  } catch {
    return '';
  }
}
