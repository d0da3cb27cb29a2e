/**
 * Euro amounts for nl-NL, written by `Intl.NumberFormat`, never by hand.
 *
 * What Intl nl-NL writes (and what we therefore ship):
 * - `€ 1.234,56`: a non-breaking space (U+00A0) after the euro sign.
 * - `€ -1.234,56`: the minus (hyphen-minus, U+002D) sits before the amount, after the sign.
 * - `€ 0,00`: `signDisplay: 'negative'` so a negative zero or an amount that rounds to zero
 *   is never written as `€ -0,00`.
 * - Anything that is not a finite number gives `''`; the formatters never throw.
 */

export interface FormatEuroOptions {
  /**
   * Write whole amounts the Dutch shop way, `€ 10,-`. Amounts with cents keep their cents.
   * Default `false`.
   */
  wholeEurosWithDash?: boolean;
}

const euro = new Intl.NumberFormat('nl-NL', {
  style: 'currency',
  currency: 'EUR',
  signDisplay: 'negative',
});

const euroWhole = new Intl.NumberFormat('nl-NL', {
  style: 'currency',
  currency: 'EUR',
  signDisplay: 'negative',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

function toCents(amount: unknown): number | undefined {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return undefined;
  const cents = Math.round(amount * 100);
  // Math.round(-0.4) is -0: normalise so a rounded-away amount is plain zero.
  return Object.is(cents, -0) ? 0 : cents;
}

/** `formatEuro(1234.56)` → `'€ 1.234,56'` (NBSP after €). Returns `''` for non-finite input. */
export function formatEuro(amount: number, options: FormatEuroOptions = {}): string {
  const cents = toCents(amount);
  if (cents === undefined) return '';
  if (options.wholeEurosWithDash && cents % 100 === 0) {
    return `${euroWhole.format(cents / 100)},-`;
  }
  return euro.format(cents / 100);
}

/**
 * The same amount as it should be spoken: `'1234 euro en 56 cent'`, `'min 10 euro'`,
 * `'56 cent'`, `'0 euro'`. Digits without thousands separators so screen readers say the
 * number, not "1 punt 234". Returns `''` for non-finite input.
 */
export function formatEuroForScreenReader(amount: number): string {
  const cents = toCents(amount);
  if (cents === undefined) return '';
  const sign = cents < 0 ? 'min ' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const rest = abs % 100;
  if (whole === 0 && rest === 0) return '0 euro';
  if (whole === 0) return `${sign}${rest} cent`;
  if (rest === 0) return `${sign}${whole} euro`;
  return `${sign}${whole} euro en ${rest} cent`;
}
