import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Formulieren/DateField',
  component: DateField,
  args: { label: 'Gewenste overstapdatum', onChange: fn() },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Gewenste overstapdatum' })).toBeVisible();
    await expect(canvas.getByText('Bijvoorbeeld 22 11 2026')).toBeVisible();
  },
};

export const TypeWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Dag' })).toHaveFocus());
    await userEvent.keyboard('22');
    await userEvent.tab();
    await userEvent.keyboard('11');
    await userEvent.tab();
    await userEvent.keyboard('2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-22', {
      day: '22',
      month: '11',
      year: '2026',
    });
  },
};

export const Invalid: Story = {
  args: { defaultValue: '2026-02-28' },
  play: async ({ canvas, userEvent }) => {
    const day = canvas.getByRole('textbox', { name: 'Dag' });
    await userEvent.clear(day);
    await userEvent.type(day, '30');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      canvas.getByText('Vul een geldige datum in, bijvoorbeeld 22 11 2026.'),
    ).toBeVisible();
    await expect(day).toHaveValue('30');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2026-11-22' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Jaar' })).toBeDisabled();
  },
};

export const Narrow320: Story = {
  args: { label: 'Op welke datum wil je dat je nieuwe abonnement ingaat?', required: true },
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Jaar' })).toBeVisible();
  },
};
