import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AgentBanner } from './AgentBanner.tsx';

const meta = {
  title: 'Shell/AgentBanner',
  component: AgentBanner,
  args: { customerCode: '10000001' },
} satisfies Meta<typeof AgentBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Je werkt in het account van klant 10000001 als medewerker.'),
    ).toBeVisible();
  },
};

/** Issue #27 (ADR 129): the agent is told that the customer sees what they change. */
export const WithNote: Story = {
  args: { note: 'Wat je hier wijzigt, ziet de klant terug onder Mijn gegevens.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Je werkt in het account van klant 10000001 als medewerker.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Wat je hier wijzigt, ziet de klant terug onder Mijn gegevens.'),
    ).toBeVisible();
  },
};

export const Mobile320: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/als medewerker/)).toBeVisible();
  },
};
