import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { CloudRecordingForm } from './CloudRecordingForm.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../../testing/liveSection.tsx';
import { ReadStory } from '../../../testing/readStory.tsx';

// Cloud recording on or off, alone (ADR 088), with piet's recording settings from the sandbox.
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'piet', path: routePaths.tvSettings.href(), ...value },
});

const meta = {
  title: 'Portal/Secties/Instellingen/Opnemen in de cloud',
  component: CloudRecordingForm,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  render: () => (
    <ReadStory read={reads.recordingSettings}>
      {(settings, onSaved) => <CloudRecordingForm settings={settings} onSaved={onSaved} />}
    </ReadStory>
  ),
} satisfies Meta<typeof CloudRecordingForm>;

export default meta;
type Story = StoryObj<typeof CloudRecordingForm>;

const WRITE = { timeout: 5000 };
const opened = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Opnemen in de cloud' }));

/** piet records on his box; switching to the cloud is saved and the refetch agrees. */
export const SwitchedOn: Story = {
  play: async ({ canvasElement }) => {
    const form = await opened(canvasElement);
    const cloud = form.getByRole('switch', { name: 'Opnemen in de cloud' });
    await expect(cloud).not.toBeChecked();
    await userEvent.click(cloud);
    await userEvent.click(form.getByRole('button', { name: 'Opnemen opslaan' }));
    await expect(
      await form.findByText('Je keuze voor opnemen is opgeslagen.', undefined, WRITE),
    ).toBeVisible();
    await expect(form.getByRole('switch', { name: 'Opnemen in de cloud' })).toBeChecked();
  },
};

/** A 500: said in the form, and the switch stays on. */
export const SaveError: Story = {
  parameters: sandbox({
    faults: [{ path: '/api/products/recording', method: 'POST', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const form = await opened(canvasElement);
    await userEvent.click(form.getByRole('switch', { name: 'Opnemen in de cloud' }));
    await userEvent.click(form.getByRole('button', { name: 'Opnemen opslaan' }));
    await expect(await form.findByText('Opslaan is niet gelukt', undefined, WRITE)).toBeVisible();
    await expect(form.getByRole('switch', { name: 'Opnemen in de cloud' })).toBeChecked();
  },
};
