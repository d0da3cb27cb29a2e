import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from './Stack.tsx';

const Box = ({ children }: { children: string }) => (
  <div style={{ padding: '1rem', background: 'var(--vonk-color-background-muted)' }}>
    {children}
  </div>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { gap: '4' },
  render: (args) => (
    <Stack {...args}>
      <Box>Internet</Box>
      <Box>Televisie</Box>
      <Box>Vast bellen</Box>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Televisie')).toBeVisible();
  },
};

export const Row: Story = {
  args: { direction: 'row', wrap: true, gap: '2' },
  play: async ({ canvas }) => {
    const a = canvas.getByText('Internet').getBoundingClientRect();
    const b = canvas.getByText('Televisie').getBoundingClientRect();
    await expect(b.left).toBeGreaterThan(a.left);
  },
};
