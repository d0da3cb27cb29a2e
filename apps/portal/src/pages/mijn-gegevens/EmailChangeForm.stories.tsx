import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { EmailChangeForm } from './EmailChangeForm.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';

// The new login name in two steps (ADR 128): the field with the domain's rule and a "Bedoel
// je …?", then old → new confirmed before anything is sent; jan's sandbox answers the send.
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'jan', path: routePaths.myData.href(), ...value },
});
const current = personas.jan.account.personInformation.primaryEmailAddress;

const meta = {
  title: 'Portal/Secties/Mijn gegevens/E-mailadres invullen en bevestigen',
  component: EmailChangeForm,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  args: { current, onRequested: fn() },
} satisfies Meta<typeof EmailChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const WRITE = { timeout: 5000 };
const LOCAL_PART =
  'Vóór de @ kunnen alleen letters zonder accenten, cijfers en tekens als . _ - + staan, geen emoji of spaties.';
const opened = async (canvasElement: HTMLElement) => {
  const form = within(
    await within(canvasElement).findByRole('form', { name: 'E-mailadres wijzigen' }),
  );
  return {
    form,
    field: await form.findByRole('textbox', { name: /^Nieuw e-mailadres/ }, { timeout: 5000 }),
  };
};
const retype = async (field: HTMLElement, value: string) => {
  await userEvent.clear(field);
  await userEvent.type(field, value);
  await userEvent.keyboard('{Enter}');
};

/** What a mail server refuses is said at the field, in Dutch; nothing is sent or confirmed. */
export const FieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const { form, field } = await opened(canvasElement);
    for (const [typed, message] of [
      ['<script>@x.nl', LOCAL_PART],
      ['😀@example.nl', LOCAL_PART],
      ['jan@vonk', 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.'],
      [current, 'Dit is al je e-mailadres. Vul een ander e-mailadres in.'],
    ] as const) {
      await retype(field, typed);
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(expect.stringContaining(message)),
      );
      await expect(field).toHaveValue(typed);
    }
    await expect(form.queryByRole('group', { name: 'Klopt je nieuwe e-mailadres?' })).toBeNull();
    await expect(args.onRequested).not.toHaveBeenCalled();
  },
};

/** A likely typo of a common domain: "Bedoel je …?" fills it in on request, and never blocks. */
export const Suggestion: Story = {
  play: async ({ canvasElement }) => {
    const { form, field } = await opened(canvasElement);
    await userEvent.type(field, 'jan@gmial.com');
    await expect(await form.findByText('Bedoel je jan@gmail.com?')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Ja, gebruik jan@gmail.com' }));
    await expect(field).toHaveValue('jan@gmail.com');
    await expect(form.queryByText(/^Bedoel je/)).toBeNull();
    await retype(field, 'jan@gmial.com');
    await expect(
      await form.findByRole('group', { name: 'Klopt je nieuwe e-mailadres?' }),
    ).toBeVisible();
  },
};

/** Old → new before anything is sent; "Terug" keeps what was typed. Then sent, once. */
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const { form, field } = await opened(canvasElement);
    await retype(field, 'jan@bücher.nl');
    const check = within(await form.findByRole('group', { name: 'Klopt je nieuwe e-mailadres?' }));
    await waitFor(() =>
      expect(check.getByText('Huidig e-mailadres').closest('[tabindex="-1"]')).toHaveFocus(),
    );
    await expect(check.getByText(current, { selector: 'dd' })).toBeVisible();
    await expect(check.getByText('jan@bücher.nl', { selector: 'dd' })).toBeVisible();
    await expect(
      check.getByText(
        `We sturen een bevestigingslink naar jan@bücher.nl en een melding naar ${current}. Tot je op de link klikt, log je in met ${current}.`,
      ),
    ).toBeVisible();
    await userEvent.click(check.getByRole('button', { name: 'Terug naar wijzigen' }));
    const again = (await opened(canvasElement)).field;
    await expect(again).toHaveValue('jan@bücher.nl');
    await expect(args.onRequested).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await form.findByRole('button', { name: 'Bevestigingslink sturen' }));
    await waitFor(() => expect(args.onRequested).toHaveBeenCalledOnce(), WRITE);
  },
};

/** An address that is another account's login name: the API says so at the field. */
export const ServerFieldError: Story = {
  play: async ({ canvasElement, args }) => {
    const { form, field } = await opened(canvasElement);
    await retype(field, personas.piet.account.personInformation.primaryEmailAddress);
    await userEvent.click(await form.findByRole('button', { name: 'Bevestigingslink sturen' }));
    const back = (await opened(canvasElement)).field;
    await waitFor(
      () =>
        expect(back).toHaveAccessibleDescription(
          expect.stringContaining('Dit e-mailadres hoort al bij een ander account.'),
        ),
      WRITE,
    );
    await expect(args.onRequested).not.toHaveBeenCalled();
  },
};

/** A 500: said in the form, back at the field with the typed address. */
export const SaveError: Story = {
  parameters: sandbox({
    faults: [{ path: '/api/account/setPrimaryEmailAdress', method: 'POST', status: 500 }],
  }),
  play: async ({ canvasElement, args }) => {
    const { form, field } = await opened(canvasElement);
    await retype(field, 'jan@vonk.example');
    await userEvent.click(await form.findByRole('button', { name: 'Bevestigingslink sturen' }));
    await expect(await form.findByText('Opslaan is niet gelukt', undefined, WRITE)).toBeVisible();
    await expect((await opened(canvasElement)).field).toHaveValue('jan@vonk.example');
    await expect(args.onRequested).not.toHaveBeenCalled();
  },
};
