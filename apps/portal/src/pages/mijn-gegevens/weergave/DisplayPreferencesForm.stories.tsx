import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { DisplayPreferencesForm } from './DisplayPreferencesForm.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../../testing/liveSection.tsx';
import { ReadStory } from '../../../testing/readStory.tsx';

// The display preferences form alone (issue #30, ADR 088), filled from the persona's preferences in
// the sandbox and saved back to it; the page's stories show the screen changing with the save.
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'jan', path: routePaths.displayPreferences.href(), ...value },
});

const meta = {
  title: 'Portal/Secties/Mijn gegevens/Weergave',
  component: DisplayPreferencesForm,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  render: () => (
    <ReadStory read={reads.displayPreferences}>
      {(preferences, onSaved) => (
        <DisplayPreferencesForm preferences={preferences} onSaved={onSaved} />
      )}
    </ReadStory>
  ),
} satisfies Meta<typeof DisplayPreferencesForm>;

export default meta;
type Story = StoryObj<typeof DisplayPreferencesForm>;

const WRITE = { timeout: 5000 };
const opened = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Weergave en toegankelijkheid' }));

/** grote-letters' choices from the sandbox: 150 %, high contrast, large-print invoices. */
export const Chosen: Story = {
  parameters: sandbox({ persona: 'grote-letters' }),
  play: async ({ canvasElement }) => {
    const form = await opened(canvasElement);
    await expect(form.getByRole('radio', { name: 'Grootst (150 %)' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Hoog contrast' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Facturen in grote letters' })).toBeChecked();
  },
};

/** Saved: the confirmation is a status message, and a new change takes it away. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const form = await opened(canvasElement);
    await userEvent.click(form.getByRole('checkbox', { name: 'Minder beweging' }));
    await userEvent.click(form.getByRole('button', { name: 'Weergave opslaan' }));
    const status = form.getByRole('status');
    await expect(
      await within(status).findByText(
        /^Je weergave is opgeslagen en staat nu aan\./,
        undefined,
        WRITE,
      ),
    ).toBeVisible();
    await userEvent.click(form.getByRole('radio', { name: 'Groter (125 %)' }));
    await expect(status).toBeEmptyDOMElement();
  },
};
