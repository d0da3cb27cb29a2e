import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InlineMessage } from './InlineMessage.tsx';

const meta = {
  title: 'Feedback/InlineMessage',
  component: InlineMessage,
  args: { tone: 'info', children: 'Je vindt je klantnummer op je rekening.' },
} satisfies Meta<typeof InlineMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    const message = canvas.getByText('Je vindt je klantnummer op je rekening.');
    await expect(message).toBeVisible();
    await expect(canvas.getByText('Informatie:')).toHaveAttribute('data-visually-hidden');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Je telefoonnummer is opgeslagen.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Je telefoonnummer is opgeslagen.')).toBeVisible();
    await expect(canvas.getByText('Gelukt:')).toBeInTheDocument();
  },
};

export const Warning: Story = {
  args: { tone: 'warning', children: 'Wijzigen kan tot 18:00 uur.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Wijzigen kan tot 18:00 uur.')).toBeVisible();
    await expect(canvas.getByText('Let op:')).toBeInTheDocument();
  },
};

export const ErrorMessage: Story = {
  args: { tone: 'error', children: 'Vul een geldig IBAN in.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vul een geldig IBAN in.')).toBeVisible();
    await expect(canvas.getByText('Fout:')).toBeInTheDocument();
  },
};

export const Live: Story = {
  render: () => (
    <div>
      <InlineMessage tone="success" live="polite">
        Je gegevens zijn opgeslagen.
      </InlineMessage>
      <InlineMessage tone="error" live="assertive">
        Opslaan is niet gelukt. Probeer het later nog eens.
      </InlineMessage>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Gelukt: Je gegevens zijn opgeslagen.',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Fout: Opslaan is niet gelukt. Probeer het later nog eens.',
    );
  },
};

export const LongDutchText: Story = {
  args: {
    tone: 'warning',
    children:
      'Let erop dat je overstapservice-aanvraag pas wordt verwerkt nadat je huidige abonnementsovereenkomst is beëindigd; tot die tijd blijven de bestaande voorwaarden van toepassing.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/overstapservice-aanvraag pas wordt verwerkt/)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: {
    tone: 'error',
    live: 'assertive',
    children:
      'Deze combinatie van postcode en huisnummer is bij ons onbekend. Controleer je adresgegevens.',
  },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('alert');
    await expect(message).toHaveTextContent('Fout: Deze combinatie van postcode en huisnummer');
    await expect(message.scrollWidth).toBeLessThanOrEqual(320);
  },
};
