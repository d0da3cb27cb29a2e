import type { Page } from '@playwright/test';

/** 'dd-mm-yyyy' parts of today + `days` in the browser's time zone (Europe/Amsterdam). */
export function daysFromNow(days: number): [string, string, string] {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return [String(date.getDate()), String(date.getMonth() + 1), String(date.getFullYear())];
}

/** Types a date into a DateField (dag, maand, jaar) found by its legend. */
export async function fillDate(
  page: Page,
  legend: RegExp,
  [day, month, year]: [string, string, string],
) {
  const group = page.getByRole('group', { name: legend });
  await group.getByRole('textbox', { name: 'Dag' }).fill(day);
  await group.getByRole('textbox', { name: 'Maand' }).fill(month);
  await group.getByRole('textbox', { name: 'Jaar' }).fill(year);
}
