import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import fc from 'fast-check';
import { DATE_ERROR, formatDateInText } from '@vonk/ui';
import {
  currentProducts,
  isIsoDate,
  lastMoveDate,
  moveDateError,
  reads,
  routePaths,
  useRead,
} from '@vonk/domain';
import type { ProductOrderResult } from '@vonk/domain';
import { MoveForm } from './MoveForm.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../../testing/liveSection.tsx';
import { typeMoveDate, typeNewAddress } from '../../../testing/moveStory.ts';

// The move flow, alone (ADR 088): jan's address and products from the sandbox, the lookup and
// the move order against it. /mijn-gegevens/adresgegevens' page stories show a planned move;
// FixedNumbersOnMove's stories what happens to the fixed numbers.
// The move date is checked against today: a fixed day keeps the stories true next year.
const TODAY = '2026-11-23';
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'jan', path: routePaths.address.href(), today: TODAY, ...value },
});
const WRITE = { timeout: 5000 };

/** The form as the page feeds it: the current address and the names of the products. */
interface Args {
  onPlanned: (result: ProductOrderResult) => Promise<unknown>;
}
function JansMove({ onPlanned }: Args) {
  const current = useRead(reads.account).data?.primaryAddress;
  const subscription = useRead(reads.subscription).data;
  if (!current || !subscription) return null;
  return (
    <MoveForm current={current} services={currentProducts(subscription)} onPlanned={onPlanned} />
  );
}

const meta = {
  title: 'Portal/Secties/Mijn gegevens/Verhuizing doorgeven',
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  args: { onPlanned: fn() },
  render: ({ onPlanned }) => <JansMove onPlanned={onPlanned} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

const moveForm = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Verhuizing doorgeven' }));

/** Spec §5 to the letter for an unknown combination. */
export const UnknownAddress: Story = {
  play: async ({ canvasElement }) => {
    const form = await moveForm(canvasElement);
    await typeNewAddress(form, '1234 AB', '1');
    await expect(
      await form.findByText(
        'De combinatie van postcode, huisnummer en toevoeging is onbekend.',
        undefined,
        WRITE,
      ),
    ).toBeVisible();
  },
};

export const SameAddress: Story = {
  play: async ({ canvasElement }) => {
    const form = await moveForm(canvasElement);
    await typeNewAddress(form, '3511LX', '12');
    await expect(
      await form.findByText(
        'Dit is hetzelfde adres als je huidige adres. Je hoeft niets te wijzigen.',
      ),
    ).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = await moveForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Verder' }));
    const summary = within(await form.findByRole('alert', { name: 'Controleer deze gegevens:' }));
    await expect(
      summary.getByRole('link', {
        name: 'Vul de postcode en het huisnummer van je nieuwe adres in.',
      }),
    ).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Vul je verhuisdatum in.' })).toBeVisible();
    await typeMoveDate(form, ['23', '11', '2026']);
    await expect(
      await summary.findByRole('link', { name: 'Kies een verhuisdatum na vandaag.' }),
    ).toBeVisible();
  },
};

/** Generated bad move dates typed into the real date field: the rule's Dutch message, no crash. */
export const GeneratedBadDates: Story = {
  play: async ({ canvasElement }) => {
    const form = await moveForm(canvasElement);
    const group = form.getByRole('group', { name: /^Verhuisdatum/ });
    const messages = {
      // A day that does not exist is the date field's own message.
      invalid: DATE_ERROR,
      notAfterToday: 'Kies een verhuisdatum na vandaag.',
      tooFar: `Kies een verhuisdatum tot en met ${formatDateInText(lastMoveDate(TODAY))}.`,
      required: 'Vul je verhuisdatum in.',
    };
    const pad = (value: number) => String(value).padStart(2, '0');
    const dates = fc
      .tuple(
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(2019, 2025, 2026, 2028, 2031),
      )
      .map(([day, month, year]) => {
        const iso = `${year}-${pad(month)}-${pad(day)}`;
        return { parts: [String(day), String(month), String(year)] as const, iso };
      })
      .filter(({ iso }) => moveDateError(isIsoDate(iso) ? iso : 'x', TODAY) !== undefined);
    for (const { parts, iso } of fc.sample(dates, { seed: 47, numRuns: 8 })) {
      const [day, month, year] = parts;
      const boxes = within(group);
      for (const [name, value] of [
        ['Dag', day],
        ['Maand', month],
        ['Jaar', year],
      ] as const) {
        const box = boxes.getByRole('textbox', { name });
        await userEvent.clear(box);
        await userEvent.type(box, value);
      }
      await userEvent.tab();
      const error = moveDateError(isIsoDate(iso) ? iso : 'x', TODAY)!;
      await waitFor(() => expect(group.textContent).toContain(messages[error]));
    }
    await expect(form.getByRole('button', { name: 'Verder' })).toBeVisible();
  },
};

/** The move order fails (500): back at the form with the reason, everything typed still there. */
export const ConfirmFails: Story = {
  parameters: sandbox({ faults: [{ path: '/api/move', method: 'POST', status: 500 }] }),
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement);
    const form = await moveForm(canvasElement);
    await typeNewAddress(form, '1015 KK', '88', '1');
    await expect(await form.findByText('Lindengracht', undefined, WRITE)).toBeVisible();
    await typeMoveDate(form, ['15', '12', '2026']);
    await userEvent.click(form.getByRole('button', { name: 'Verder' }));
    await expect(await section.findByRole('heading', { name: 'Klopt alles?' })).toHaveFocus();
    await userEvent.click(section.getByRole('button', { name: 'Verhuizing bevestigen' }));
    await expect(
      await form.findByText('Je verhuizing is niet doorgegeven', undefined, WRITE),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Huisnummer/ })).toHaveValue('88');
    await expect(
      within(form.getByRole('group', { name: /^Verhuisdatum/ })).getByRole('textbox', {
        name: 'Dag',
      }),
    ).toHaveValue('15');
    await expect(args.onPlanned).not.toHaveBeenCalled();
  },
};
