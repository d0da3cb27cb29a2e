import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalIntlProvider } from '../i18n/PortalIntlProvider.tsx';
import { TooManyAttempts } from './TooManyAttempts.tsx';

// Issue #31: what a public link page says when the guessing limiter (ADR 064) answers 429.
const meta = {
  title: 'Portal/Shell/Too many attempts',
  component: TooManyAttempts,
  render: () => (
    <PortalIntlProvider>
      <TooManyAttempts />
    </PortalIntlProvider>
  ),
} satisfies Meta<typeof TooManyAttempts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Te veel pogingen, probeer het over 10 minuten.');
    await expect(alert).toHaveTextContent('Daarna werkt je link weer gewoon.');
  },
};
