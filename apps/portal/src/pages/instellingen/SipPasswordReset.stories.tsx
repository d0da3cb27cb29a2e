import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { SipPasswordReset } from './SipPasswordReset.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import { VoipLineStory } from '../../testing/voipLine.tsx';

// A new SIP password for one fixed line, alone (ADR 088), on jan's first line from the sandbox.
const meta = {
  title: 'Portal/Secties/Instellingen/SIP-wachtwoord',
  component: SipPasswordReset,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: { sandbox: { persona: 'jan', path: routePaths.settings.href() } },
  render: () => (
    <VoipLineStory>
      {(line, onSaved) => <SipPasswordReset line={line} onSaved={onSaved} />}
    </VoipLineStory>
  ),
} satisfies Meta<typeof SipPasswordReset>;

export default meta;
type Story = StoryObj<typeof SipPasswordReset>;

/** Asked, confirmed: the password once, with a copy button; the reset button is gone. */
export const ShownOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Nieuw SIP-wachtwoord aanmaken' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ja, maak een nieuw wachtwoord' }));
    await expect(
      await canvas.findByText(
        'Je ziet dit wachtwoord maar één keer. Kopieer of noteer het nu.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const password = canvasElement.querySelector('[data-sip-password]');
    await expect(password?.textContent).toMatch(/^[a-z2-9]{12}$/);
    await expect(canvas.getByRole('button', { name: 'Kopieer wachtwoord' })).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Nieuw SIP-wachtwoord aanmaken' }),
    ).toBeNull();
  },
};
