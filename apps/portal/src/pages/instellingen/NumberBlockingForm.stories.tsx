import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { NumberBlockingForm } from './NumberBlockingForm.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';
import { VoipLineStory } from '../../testing/voipLine.tsx';

// Number blocking of one fixed line, alone (ADR 088), on jan's first line from the sandbox;
// /instellingen's page stories show the refetched summary above it.
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'jan', path: routePaths.settings.href(), ...value },
});

const meta = {
  title: 'Portal/Secties/Instellingen/Nummers blokkeren',
  component: NumberBlockingForm,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  render: () => (
    <VoipLineStory>
      {(line, onSaved) => <NumberBlockingForm line={line} onSaved={onSaved} />}
    </VoipLineStory>
  ),
} satisfies Meta<typeof NumberBlockingForm>;

export default meta;
type Story = StoryObj<typeof NumberBlockingForm>;

const WRITE = { timeout: 5000 };
const opened = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Nummers blokkeren' }));

/** Jan blocks anonymous callers; adding premium numbers saves. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const form = await opened(canvasElement);
    await expect(form.getByRole('checkbox', { name: 'Anonieme bellers' })).toBeChecked();
    await userEvent.click(form.getByRole('checkbox', { name: 'Betaalnummers (0900, 0906, 0909)' }));
    await userEvent.click(form.getByRole('button', { name: 'Blokkeren opslaan' }));
    await expect(
      await form.findByText('Je blokkering is opgeslagen.', undefined, WRITE),
    ).toBeVisible();
    await expect(
      form.getByRole('checkbox', { name: 'Betaalnummers (0900, 0906, 0909)' }),
    ).toBeChecked();
  },
};

/** A 500: said, and the ticked box stays ticked. */
export const SaveError: Story = {
  parameters: sandbox({
    faults: [{ path: '/api/voipsettings/numberblocking', method: 'POST', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const form = await opened(canvasElement);
    await userEvent.click(form.getByRole('checkbox', { name: 'Bellen naar het buitenland' }));
    await userEvent.click(form.getByRole('button', { name: 'Blokkeren opslaan' }));
    await expect(await form.findByText('Opslaan is niet gelukt', undefined, WRITE)).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'Bellen naar het buitenland' })).toBeChecked();
  },
};
