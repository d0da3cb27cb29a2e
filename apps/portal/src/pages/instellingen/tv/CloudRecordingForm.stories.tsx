import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { cloudRecordingPrice, reads, routePaths } from '@vonk/domain';
import { CloudRecordingForm } from './CloudRecordingForm.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../../testing/liveSection.tsx';
import { ReadStory } from '../../../testing/readStory.tsx';
import { euro } from '../../../testing/euro.ts';

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
      {(settings, onSaved) => (
        <ReadStory read={reads.availableProducts} params={{ category: 'Recording' }}>
          {(catalogue) => (
            <CloudRecordingForm
              settings={settings}
              price={cloudRecordingPrice(catalogue)}
              onSaved={onSaved}
            />
          )}
        </ReadStory>
      )}
    </ReadStory>
  ),
} satisfies Meta<typeof CloudRecordingForm>;

export default meta;
type Story = StoryObj<typeof CloudRecordingForm>;

const WRITE = { timeout: 5000 };
const opened = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Opnemen in de cloud' }));

/**
 * piet records on his box; the switch says its monthly price (the catalogue's) before it is used
 * (issue #26); switching to the cloud is saved and the refetch agrees.
 */
export const SwitchedOn: Story = {
  play: async ({ canvasElement }) => {
    const form = await opened(canvasElement);
    const cloud = form.getByRole('switch', { name: 'Opnemen in de cloud' });
    await expect(cloud).not.toBeChecked();
    await expect(
      form.getByText(`Opnemen in de cloud kost ${euro(5)} per maand.`, { exact: false }),
    ).toBeVisible();
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
