import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import type { OptOutPreferences } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { UnsubscribeForm } from './UnsubscribeForm.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';
import { ReadStory } from '../../testing/readStory.tsx';

// The choices behind jan's unsubscribe link, alone (ADR 088), read from and saved to the
// sandbox; /unsubscribe's page stories show the page around it, its errors and the 503 draft.
const JAN = personas.jan.optOut;
const CHOICES = ['Aanbiedingen en acties', 'Nieuwsbrief', 'Onderzoek'];
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'jan', path: routePaths.unsubscribe.href({ id: JAN.id }), ...value },
});

const meta = {
  title: 'Portal/Secties/Afmelden/Keuzes',
  component: UnsubscribeForm,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  render: () => (
    <ReadStory read={reads.optOut} params={{ id: JAN.id }}>
      {(preferences) => <UnsubscribeForm preferences={preferences} />}
    </ReadStory>
  ),
} satisfies Meta<typeof UnsubscribeForm>;

export default meta;
type Story = StoryObj<typeof UnsubscribeForm>;

/** What the sandbox has stored now for jan's link. */
const stored = async () =>
  (await (await fetch(`/api/optout/v2/${JAN.id}`)).json()) as OptOutPreferences;
const opened = async (canvasElement: HTMLElement) => {
  const form = within(canvasElement);
  await form.findByRole('group', { name: 'Deze e-mails wil ik ontvangen' });
  return form;
};

/** The newsletter off is saved; a new change hides the message about that save. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const form = await opened(canvasElement);
    for (const name of CHOICES) await expect(form.getByRole('checkbox', { name })).toBeChecked();
    await userEvent.click(form.getByRole('checkbox', { name: 'Nieuwsbrief' }));
    await userEvent.click(form.getByRole('button', { name: 'Voorkeuren opslaan' }));
    await expect(
      await within(form.getByRole('status')).findByText('Je voorkeuren zijn opgeslagen.'),
    ).toBeVisible();
    await expect(await stored()).toMatchObject({
      commercialEmail: true,
      newsletter: false,
      surveys: true,
    });
    await userEvent.click(form.getByRole('checkbox', { name: 'Onderzoek' }));
    await expect(form.queryByText('Je voorkeuren zijn opgeslagen.')).toBeNull();
  },
};

/** One button turns all three off and saves straight away. */
export const UnsubscribedFromEverything: Story = {
  play: async ({ canvasElement }) => {
    const form = await opened(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Afmelden voor alle e-mails' }));
    await expect(
      await within(form.getByRole('status')).findByText(
        'Je bent afgemeld voor alle e-mails van Vonk.',
      ),
    ).toBeVisible();
    for (const name of CHOICES)
      await expect(form.getByRole('checkbox', { name })).not.toBeChecked();
    await expect(await stored()).toMatchObject({
      commercialEmail: false,
      newsletter: false,
      surveys: false,
    });
  },
};

/** A 500: said, the choice stays ticked as it was, and trying again once it is back saves it. */
export const SaveError: Story = {
  parameters: sandbox({ faults: [{ path: '/api/optout/v2', method: 'PUT', status: 500 }] }),
  play: async ({ canvasElement }) => {
    const form = await opened(canvasElement);
    await userEvent.click(form.getByRole('checkbox', { name: 'Onderzoek' }));
    await userEvent.click(form.getByRole('button', { name: 'Voorkeuren opslaan' }));
    const alert = within(await form.findByRole('alert'));
    await expect(alert.getByText('Je keuze is niet opgeslagen')).toBeVisible();
    await expect(
      alert.getByText(
        'Er ging iets mis aan onze kant. Wat je hebt gekozen, staat er nog. Probeer het opnieuw.',
      ),
    ).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'Onderzoek' })).not.toBeChecked();
    await expect(await stored()).toMatchObject({ surveys: true });
  },
};

/** After SaveError: the fault is gone and saving again stores the choice (the recovery as a story of its own, issue #32). */
export const SaveErrorRecovered: Story = {
  ...SaveError,
  play: async (context) => {
    await SaveError.play?.(context);
    const { canvasElement } = context;
    const form = await opened(canvasElement);
    await fetch('/__sandbox/faults', { method: 'DELETE' });
    await userEvent.click(form.getByRole('button', { name: 'Voorkeuren opslaan' }));
    await expect(await form.findByText('Je voorkeuren zijn opgeslagen.')).toBeVisible();
    await expect(form.queryByRole('alert')).toBeNull();
    await waitFor(async () => expect(await stored()).toMatchObject({ surveys: false }));
  },
};
