import type { Installment } from './schema.ts';
import type { IsoDate } from '../endpoint/common.ts';

/** `isoDate` plus `months` calendar months (the 31st becomes the month's last day). */
export function addMonths(isoDate: IsoDate, months: number): IsoDate {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** What one term of `amount` over `terms` months costs (the last may differ by a few cents). */
export function termAmount(amount: number, terms: number): number {
  return Math.floor(Math.round(amount * 100) / terms) / 100;
}

/**
 * The instalments of a payment arrangement: `amount` split over `terms` monthly terms in whole
 * cents, the first on `startDate`, the last term taking the rounding so the sum is exact. The
 * sandbox proposes and creates plans with it on its own day (ADR 118); the portal shows its answer.
 */
export function installmentSchedule(
  amount: number,
  terms: number,
  startDate: IsoDate,
): Installment[] {
  const cents = Math.round(amount * 100);
  const termCents = Math.round(termAmount(amount, terms) * 100);
  return Array.from({ length: terms }, (_, index) => ({
    dueDate: addMonths(startDate, index),
    amount: (index === terms - 1 ? cents - termCents * (terms - 1) : termCents) / 100,
    paid: false,
  }));
}
