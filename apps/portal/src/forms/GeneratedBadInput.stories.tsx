import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import fc from 'fast-check';
import {
  HOUSE_NUMBER_ADDITION_ERROR,
  HOUSE_NUMBER_ERROR,
  IBAN_ERROR,
  POSTCODE_ERROR,
} from '@vonk/ui';
import {
  donorNumberError,
  houseNumber,
  houseNumberAddition,
  iban,
  postcode,
  routePaths,
} from '@vonk/domain';
import { portalDecorator, sandboxLoader } from '../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../testing/storyHarness.tsx';
import { storyTracking } from '../testing/storyTracking.ts';

// ADR 064, issues #13 and #16: generated bad input typed into the real fields of the real pages
// (porting, the move address, payment details). Each value must get a Dutch message at its field,
// crash nothing, and stay in the field exactly as typed. Seeded, so a failure repeats.

const meta = {
  title: 'Portal/Formulieren/Vreemde invoer',
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj;
type Scope = ReturnType<typeof within>;

const SAMPLES = 6;
const portal = (value: Partial<PortalStoryParameters>) => ({
  portal: { persona: 'jan', ...value },
});

/**
 * Typable: no `{` or `[` (user-event reads them as keys), and no spaces around it (fields trim
 * those when they lose focus, which loses nothing a person meant).
 */
const typable = (value: string) => !/[{[]/.test(value) && value === value.trim();

/**
 * Typable, not empty, refused by `refuses`, and no longer than the field lets anyone type (its
 * `maxLength`).
 */
const badInput = (refuses: (value: string) => boolean, maxLength = 16) =>
  fc
    .string({ unit: 'grapheme-ascii', minLength: 1, maxLength })
    .filter((value) => typable(value) && value !== '' && refuses(value));

/** The texts of the elements that describe a field (its hint and its error). */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');

/**
 * Types each value into `field`, leaves it and submits: the field is marked invalid, says one of
 * `messages`, and still holds what was typed.
 */
async function typeEach(
  field: HTMLElement,
  values: string[],
  messages: string[],
  submit: () => Promise<void>,
) {
  for (const value of values) {
    await userEvent.clear(field);
    await userEvent.type(field, value);
    await userEvent.tab();
    await submit();
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() =>
      expect(messages.filter((message) => description(field).includes(message))).not.toEqual([]),
    );
    await expect(field).toHaveValue(value);
  }
}

const sample = <T,>(arbitrary: fc.Arbitrary<T>, seed: number) =>
  fc.sample(arbitrary, { seed, numRuns: SAMPLES });

/** Number porting on /instellingen: the number and the current provider. */
export const Porting: Story = {
  parameters: portal({ path: routePaths.settings.href() }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Instellingen' }),
    ).toBeVisible();
    const line = within(await page.findByRole('region', { name: 'Vast nummer 030-1234567' }));
    const form = within(line.getByRole('form', { name: 'Nummerbehoud' }));
    const submit = () =>
      userEvent.click(form.getByRole('button', { name: 'Nummerbehoud aanvragen' }));
    const provider = form.getByRole('textbox', { name: /^Huidige aanbieder/ });
    await userEvent.type(provider, 'KPN');
    await typeEach(
      form.getByRole('textbox', { name: /^Nummer dat je meeneemt/ }),
      sample(
        badInput((value) => donorNumberError(value) !== undefined),
        51,
      ),
      [
        'Vul een Nederlands telefoonnummer in van 10 cijfers, bijvoorbeeld 030 123 45 67.',
        'Een mobiel nummer kun je niet meenemen naar Vast bellen. Vul een vast nummer in.',
      ],
      submit,
    );
    await typeEach(
      provider,
      sample(
        fc.string({ unit: 'grapheme-ascii', minLength: 61, maxLength: 70 }).filter(typable),
        52,
      ),
      ['Gebruik voor de naam van je aanbieder hooguit 60 tekens.'],
      submit,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
  },
};

/** The new address of a move on /mijn-gegevens/adresgegevens: postcode, number, addition. */
export const MoveAddress: Story = {
  parameters: portal({ path: routePaths.address.href() }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Adres' })).toBeVisible();
    const form: Scope = within(await page.findByRole('form', { name: 'Verhuizing doorgeven' }));
    const submit = () => userEvent.click(form.getByRole('button', { name: 'Verder' }));
    await typeEach(
      form.getByRole('textbox', { name: /^Postcode/ }),
      sample(
        badInput((value) => !postcode(value).ok, 9),
        53,
      ),
      [POSTCODE_ERROR],
      submit,
    );
    await typeEach(
      form.getByRole('textbox', { name: /^Huisnummer/ }),
      sample(
        badInput((value) => !houseNumber(value).ok, 5),
        54,
      ),
      [HOUSE_NUMBER_ERROR],
      submit,
    );
    await typeEach(
      form.getByRole('textbox', { name: /^Toevoeging/ }),
      sample(
        badInput((value) => !houseNumberAddition(value).ok, 6),
        55,
      ),
      [HOUSE_NUMBER_ADDITION_ERROR],
      submit,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Adres' })).toBeVisible();
  },
};

/** Payment details on /rekeningen: the account holder and the IBAN. */
export const PaymentDetails: Story = {
  parameters: portal({ path: routePaths.invoices.href() }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Rekeningen' })).toBeVisible();
    const section = within(await page.findByRole('region', { name: 'Betaalgegevens' }));
    await userEvent.click(section.getByRole('button', { name: 'Betaalgegevens wijzigen' }));
    const submit = () =>
      userEvent.click(section.getByRole('button', { name: 'Betaalgegevens opslaan' }));
    await typeEach(
      await section.findByRole('textbox', { name: 'IBAN-nummer' }),
      sample(
        badInput((value) => !iban(value).ok, 24),
        56,
      ),
      ['Vul een geldig IBAN-nummer in, bijvoorbeeld NL91 ABNA 0417 1643 00.', IBAN_ERROR],
      submit,
    );
    await typeEach(
      section.getByRole('textbox', { name: 'Naam rekeninghouder' }),
      sample(
        fc.string({ unit: 'grapheme-ascii', minLength: 71, maxLength: 80 }).filter(typable),
        57,
      ),
      ['De naam mag niet langer zijn dan 70 tekens.'],
      submit,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Rekeningen' })).toBeVisible();
    // Refused in the browser: nothing was sent, so nothing was tracked.
    await expect(storyTracking.hits).not.toContainEqual(
      expect.objectContaining({ eventCategory: 'SS - Betaalgegevens' }),
    );
  },
};
