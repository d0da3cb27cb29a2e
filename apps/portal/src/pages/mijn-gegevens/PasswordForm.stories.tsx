import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { PasswordForm } from './PasswordForm.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';

// Changing the password, alone (ADR 088), for jan against the sandbox; /mijn-gegevens' page
// stories show the confirmation and the emptied form after a change.
const meta = {
  title: 'Portal/Secties/Mijn gegevens/Wachtwoord wijzigen',
  component: PasswordForm,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: { sandbox: { persona: 'jan', path: routePaths.myData.href() } },
  args: { onSaved: fn() },
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const WRITE = { timeout: 5000 };
const opened = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Wachtwoord wijzigen' }));

/** The requirements and the strength follow what is typed. */
export const RulesAsYouType: Story = {
  play: async ({ canvasElement }) => {
    const password = await opened(canvasElement);
    const field = password.getByLabelText(/^Nieuw wachtwoord/);
    await expect(password.getByText('Je nieuwe wachtwoord heeft:')).toBeVisible();
    const rules = within(password.getByRole('list'));
    // The rules are the field's description, not hidden behind a label (WCAG 1.3.1).
    await expect(field).toHaveAccessibleDescription(/minstens 8 tekens: nog niet/);
    await expect(rules.getByText('minstens 8 tekens: nog niet')).toBeVisible();
    await userEvent.type(field, 'zomer');
    await expect(password.getByText('Sterkte: zwak')).toBeVisible();
    await userEvent.type(field, 'Z2026');
    await expect(rules.getByText('minstens 8 tekens: in orde')).toBeVisible();
    await expect(rules.getByText('een hoofdletter en een kleine letter: in orde')).toBeVisible();
    await expect(rules.getByText('een cijfer of leesteken: in orde')).toBeVisible();
    await expect(password.getByText('Sterkte: redelijk')).toBeVisible();
    await userEvent.type(field, '!abcdef');
    await expect(password.getByText('Sterkte: sterk')).toBeVisible();
  },
};

/** No current password and a new one without a capital: both said, what was typed stays. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const password = await opened(canvasElement);
    await userEvent.type(password.getByLabelText(/^Nieuw wachtwoord/), 'zomer2026');
    await userEvent.click(password.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    const summary = within(
      await password.findByRole('alert', { name: 'Controleer deze gegevens:' }),
    );
    await expect(
      summary.getByRole('link', { name: 'Vul je huidige wachtwoord in.' }),
    ).toBeVisible();
    await expect(
      summary.getByRole('link', {
        name: 'Gebruik in je wachtwoord een hoofdletter en een kleine letter.',
      }),
    ).toBeVisible();
    await expect(password.getByLabelText(/^Nieuw wachtwoord/)).toHaveValue('zomer2026');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** The sandbox refuses a wrong current password and names the field: the message sits there. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const password = await opened(canvasElement);
    await userEvent.type(password.getByLabelText(/^Huidig wachtwoord/), 'verkeerd');
    await userEvent.type(password.getByLabelText(/^Nieuw wachtwoord/), 'Zomer2026!');
    await userEvent.click(password.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    await waitFor(
      () =>
        expect(password.getByLabelText(/^Huidig wachtwoord/)).toHaveAccessibleDescription(
          expect.stringContaining('Je huidige wachtwoord is niet juist.'),
        ),
      WRITE,
    );
    await expect(password.getByLabelText(/^Nieuw wachtwoord/)).toHaveValue('Zomer2026!');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
