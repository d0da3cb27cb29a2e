import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid } from './Grid.tsx';

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  render: (args) => (
    <Grid {...args}>
      {['Internet', 'Televisie', 'Vast bellen', 'Wifi-versterker'].map((t) => (
        <div key={t} style={{ padding: '1rem', background: 'var(--vonk-color-background-muted)' }}>
          {t}
        </div>
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async ({ canvas }) => {
    const a = canvas.getByText('Internet').getBoundingClientRect();
    const b = canvas.getByText('Televisie').getBoundingClientRect();
    await expect(Math.round(b.top)).toBe(Math.round(a.top));
  },
};

export const Mobile320: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    const a = canvas.getByText('Internet').getBoundingClientRect();
    const b = canvas.getByText('Televisie').getBoundingClientRect();
    await expect(b.top).toBeGreaterThan(a.top);
  },
};
