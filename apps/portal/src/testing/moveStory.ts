import { expect, userEvent, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import type { Login } from '@vonk/sandbox/personas';
import { portalDecorator, sandboxLoader } from './storyHarness.tsx';
import type { PortalStoryParameters } from './storyHarness.tsx';
import { typeDate } from './dateFields.ts';

// The move flow's story setup, shared by what a move does to the fixed numbers (ADR 072) and to
// the TV (ADR 089), both shown in the real flow on /mijn-gegevens/adresgegevens (ADR 096).

type Scope = ReturnType<typeof within>;

/** The day the move stories run on: the move date is checked against it. */
const MOVE_TODAY = '2026-11-23';

/** Lookups and checks go through the sandbox: give them longer than a plain find. */
export const CHECKED = { timeout: 5000 };

/** `parameters` of a move story: the address page for `persona` unless `value` says otherwise. */
export const movePortal =
  (persona: Login) =>
  (value: Partial<PortalStoryParameters> = {}) => ({
    portal: { path: routePaths.address.href(), today: MOVE_TODAY, persona, ...value },
  });

/** The rest of a move story file's meta (`title` and `component` stay literal, see flowMeta). */
export const moveMeta = (persona: Login) => ({
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...movePortal(persona)() },
});

/** Waits for the address page, and returns its move form. */
export async function openMoveForm(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: 'Adres' })).toBeVisible();
  return within(await page.findByRole('form', { name: 'Verhuizing doorgeven' }));
}

/** Types the new address and leaves the fields: the lookup and the checks run. */
export async function typeNewAddress(form: Scope, postcode: string, number: string, addition = '') {
  await userEvent.type(form.getByRole('textbox', { name: /^Postcode/ }), postcode);
  await userEvent.type(form.getByRole('textbox', { name: /^Huisnummer/ }), number);
  if (addition) await userEvent.type(form.getByRole('textbox', { name: /^Toevoeging/ }), addition);
  await userEvent.tab();
}

/** Opens the move form and types the new address: what the section says then is the story. */
export async function moveTo(
  canvasElement: HTMLElement,
  postcode: string,
  number: string,
  addition = '',
) {
  const form = await openMoveForm(canvasElement);
  await typeNewAddress(form, postcode, number, addition);
  return form;
}

/** Sees `text` in `scope` once the lookup and checks have answered (within `wait`). */
export async function seesChecked(scope: Scope, text: string, wait = CHECKED) {
  await expect(await scope.findByText(text, undefined, wait)).toBeVisible();
}

/** Types the move date. */
export async function typeMoveDate(form: Scope, date: [string, string, string]) {
  await typeDate(form, /^Verhuisdatum/, date);
}

/** Moves on 15 December 2026 and goes on to the check, which takes the focus; returns the page. */
export async function goToCheck(form: Scope, canvasElement: HTMLElement) {
  await typeMoveDate(form, ['15', '12', '2026']);
  await userEvent.click(form.getByRole('button', { name: 'Verder' }));
  const page = within(canvasElement);
  await expect(await page.findByRole('heading', { name: 'Klopt alles?' })).toHaveFocus();
  return page;
}
