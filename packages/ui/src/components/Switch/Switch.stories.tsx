import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Formulieren/Switch',
  component: Switch,
  args: { children: 'Opnemen in de cloud', onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Opnemen in de cloud' })).not.toBeChecked();
    await expect(canvas.getByText('Uit')).toBeVisible();
  },
};

export const ToggleWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.getByRole('switch', { name: 'Opnemen in de cloud' })).toHaveFocus(),
    );
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch', { name: 'Opnemen in de cloud' })).toBeChecked();
    await expect(canvas.getByText('Aan')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Opnemen in de cloud' })).toBeDisabled();
  },
};

export const Narrow320: Story = {
  args: {
    children: 'Nummerweergave onderdrukken bij uitgaande gesprekken naar het buitenland',
    description: 'De gebelde persoon ziet dan "Anoniem".',
  },
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('switch', { name: /Nummerweergave onderdrukken/ }),
    ).toBeInTheDocument();
  },
};
