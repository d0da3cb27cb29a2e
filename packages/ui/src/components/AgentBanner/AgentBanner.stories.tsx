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

export const Mobile320: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/als medewerker/)).toBeVisible();
  },
};
