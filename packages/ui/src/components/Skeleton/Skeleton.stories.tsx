import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Skeleton } from './Skeleton.tsx';

const meta = { title: 'Feedback/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  render: (args) => (
    <div aria-busy="true">
      <Spinner label="Rekeningen laden" hideLabel />
      <Skeleton {...args} />
    </div>
  ),
  args: { lines: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Rekeningen laden');
  },
};

export const Circle: Story = {
  args: { shape: 'circle', width: '3rem' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-shape="circle"]')).toBeVisible();
  },
};
