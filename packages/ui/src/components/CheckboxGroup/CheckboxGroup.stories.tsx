import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { CheckboxGroup } from './CheckboxGroup.tsx';

const channels = (
  <>
    <Checkbox value="Email">E-mail</Checkbox>
    <Checkbox value="Letter">Brief</Checkbox>
    <Checkbox value="Sms">Sms</Checkbox>
    <Checkbox value="Phone">Telefoon</Checkbox>
  </>
);

const meta = {
  title: 'Formulieren/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Hoe mogen we je benaderen met aanbiedingen?',
    children: channels,
    onChange: fn(),
  },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: ['Email'] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Hoe mogen we je benaderen met aanbiedingen?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  },
};

export const KeyboardAndValue: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Email', 'Sms']);
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Sms' })).toHaveFocus());
  },
};

export const Invalid: Story = {
  args: { required: true, errorMessage: 'Kies minstens één manier.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: /Hoe mogen we je benaderen/ }),
    ).toHaveAccessibleDescription('Kies minstens één manier.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['Letter'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Brief' })).toBeDisabled();
  },
};

export const Horizontal320: Story = {
  args: { orientation: 'horizontal', description: 'Kies een of meer kanalen.' },
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Telefoon' })).toBeVisible();
  },
};
