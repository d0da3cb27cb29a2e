import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Badge } from './Badge.tsx';

const meta = { title: 'Data/Badge', component: Badge, args: { children: 'Nieuw' } } satisfies Meta<
  typeof Badge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <Stack direction="row" gap="2" wrap>
      <Badge>Neutraal</Badge>
      <Badge tone="info">Info</Badge>
      <Badge tone="success">Actief</Badge>
      <Badge tone="warning">Let op</Badge>
      <Badge tone="error">Geblokkeerd</Badge>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Geblokkeerd')).toHaveAttribute('data-tone', 'error');
  },
};
