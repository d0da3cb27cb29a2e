import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { StatusTag } from './StatusTag.tsx';

const meta = {
  title: 'Data/StatusTag',
  component: StatusTag,
  args: { children: 'Betaald' },
} satisfies Meta<typeof StatusTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Statuses: Story = {
  render: () => (
    <Stack direction="row" gap="2" wrap>
      <StatusTag tone="success">Betaald</StatusTag>
      <StatusTag tone="warning">Openstaand</StatusTag>
      <StatusTag tone="info">In behandeling</StatusTag>
      <StatusTag tone="error">Mislukt</StatusTag>
      <StatusTag>Geannuleerd</StatusTag>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Openstaand')).toBeVisible();
  },
};
