import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { TvSettingsForm } from './TvSettingsForm.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../../testing/liveSection.tsx';
import { ReadStory } from '../../../testing/readStory.tsx';

// Parental control, purchase PIN and replay, alone (ADR 088), with piet's TV settings from the
// sandbox; /instellingen/tv's page stories show them next to recording and the boxes.
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'piet', path: routePaths.tvSettings.href(), ...value },
});

const meta = {
  title: 'Portal/Secties/Instellingen/TV-instellingen',
  component: TvSettingsForm,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  render: () => (
    <ReadStory read={reads.tvSettings}>
      {(settings, onSaved) => <TvSettingsForm settings={settings} onSaved={onSaved} />}
    </ReadStory>
  ),
} satisfies Meta<typeof TvSettingsForm>;

export default meta;
type Story = StoryObj<typeof TvSettingsForm>;

const WRITE = { timeout: 5000 };
const opened = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'TV-instellingen' }));

/** piet turns parental control on: the Kijkwijzer ages appear; 12 is saved. */
export const SetAgeLimit: Story = {
  play: async ({ canvasElement }) => {
    const form = await opened(canvasElement);
    await expect(form.getByRole('switch', { name: 'Terugkijken' })).toBeChecked();
    await expect(form.queryByRole('radiogroup')).toBeNull();
    await userEvent.click(form.getByRole('switch', { name: 'Kinderslot' }));
    const ages = within(form.getByRole('radiogroup', { name: /^Leeftijdsgrens/ }));
    for (const age of [6, 9, 12, 16, 18])
      await expect(ages.getByRole('radio', { name: `${age} jaar` })).toBeVisible();
    await userEvent.click(ages.getByRole('radio', { name: '12 jaar' }));
    await userEvent.click(form.getByRole('button', { name: 'TV-instellingen opslaan' }));
    await expect(
      await form.findByText('Je TV-instellingen zijn opgeslagen.', undefined, WRITE),
    ).toBeVisible();
    await expect(ages.getByRole('radio', { name: '12 jaar' })).toBeChecked();
  },
};

/** A 500: said in the form, and the switch stays where it was put. */
export const SaveError: Story = {
  parameters: sandbox({ faults: [{ path: '/api/tvsettings', method: 'PUT', status: 500 }] }),
  play: async ({ canvasElement }) => {
    const form = await opened(canvasElement);
    await userEvent.click(form.getByRole('switch', { name: 'Terugkijken' }));
    await userEvent.click(form.getByRole('button', { name: 'TV-instellingen opslaan' }));
    await expect(await form.findByText('Opslaan is niet gelukt', undefined, WRITE)).toBeVisible();
    await expect(form.getByRole('switch', { name: 'Terugkijken' })).not.toBeChecked();
  },
};
