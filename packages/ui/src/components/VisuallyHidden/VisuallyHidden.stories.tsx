import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Basis/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Alleen voor schermlezers' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">×</span>
      <VisuallyHidden {...args}>Sluiten</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sluiten' })).toBeVisible();
  },
};

export const FocusableSkipLink: Story = {
  render: () => (
    <VisuallyHidden focusable>
      <a href="#inhoud">Naar de inhoud</a>
    </VisuallyHidden>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Naar de inhoud' })).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Naar de inhoud' })).toBeVisible();
  },
};
