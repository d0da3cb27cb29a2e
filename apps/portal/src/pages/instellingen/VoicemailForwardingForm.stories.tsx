import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { VoicemailForwardingForm } from './VoicemailForwardingForm.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import { VoipLineStory } from '../../testing/voipLine.tsx';

// Voicemail and call forwarding of one fixed line, alone (ADR 088), on jan's first line from the
// sandbox; /instellingen's page stories show it among the line's other settings.
const meta = {
  title: 'Portal/Secties/Instellingen/Voicemail en doorschakelen',
  component: VoicemailForwardingForm,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: { sandbox: { persona: 'jan', path: routePaths.settings.href() } },
  render: () => (
    <VoipLineStory>
      {(line, onSaved) => <VoicemailForwardingForm line={line} onSaved={onSaved} />}
    </VoipLineStory>
  ),
} satisfies Meta<typeof VoicemailForwardingForm>;

export default meta;
type Story = StoryObj<typeof VoicemailForwardingForm>;

/** Writes go through the sandbox and a refetch: give them longer than a lookup. */
const WRITE = { timeout: 5000 };
const opened = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Voicemail en doorschakelen' }));

/** Jan: voicemail on, no forwarding. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = await opened(canvasElement);
    await expect(form.getByRole('switch', { name: 'Voicemail' })).toBeChecked();
    await expect(form.getByRole('switch', { name: 'Doorschakelen' })).not.toBeChecked();
  },
};

/** Forwarding to the line itself, then a short number, are refused; a mobile number saves. */
export const InvalidThenValid: Story = {
  play: async ({ canvasElement }) => {
    const form = await opened(canvasElement);
    await userEvent.click(form.getByRole('switch', { name: 'Doorschakelen' }));
    await userEvent.click(form.getByRole('radio', { name: 'Als ik in gesprek ben' }));
    const destination = form.getByRole('textbox', { name: /^Doorschakelen naar/ });
    await userEvent.type(destination, '030 123 45 67');
    await userEvent.click(form.getByRole('button', { name: 'Voicemail en doorschakelen opslaan' }));
    await expect(
      await form.findByRole(
        'link',
        { name: 'Je kunt niet doorschakelen naar het nummer zelf. Kies een ander nummer.' },
        WRITE,
      ),
    ).toBeVisible();
    await userEvent.clear(destination);
    await userEvent.type(destination, '06 1234');
    await userEvent.tab();
    await expect(
      await form.findAllByText(
        'Vul een Nederlands telefoonnummer in van 10 cijfers, bijvoorbeeld 06 12345678.',
      ),
    ).not.toHaveLength(0);
    await userEvent.clear(destination);
    await userEvent.type(destination, '06 12345678');
    await userEvent.click(form.getByRole('button', { name: 'Voicemail en doorschakelen opslaan' }));
    await expect(
      await form.findByText('Voicemail en doorschakelen zijn opgeslagen.', undefined, WRITE),
    ).toBeVisible();
  },
};
