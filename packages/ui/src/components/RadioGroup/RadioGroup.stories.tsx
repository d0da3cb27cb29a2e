import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Formulieren/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Overal Veilig Online voor',
    onChange: fn(),
    children: (
      <>
        <Radio value="3">3 apparaten</Radio>
        <Radio value="10" description="Handig voor het hele gezin">
          10 apparaten
        </Radio>
        <Radio value="25">25 apparaten</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: '3' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radiogroup', { name: 'Overal Veilig Online voor' }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '3 apparaten' })).toBeChecked();
  },
};

export const ArrowKeys: Story = {
  args: { defaultValue: '3' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('radio', { name: '3 apparaten' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '10 apparaten' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('10');
  },
};

export const Invalid: Story = {
  args: {
    required: true,
    errorMessage: 'Kies voor hoeveel apparaten je Overal Veilig Online wilt.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Kies voor hoeveel apparaten je Overal Veilig Online wilt.'),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '10' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '25 apparaten' })).toBeDisabled();
  },
};

export const Narrow320: Story = {
  args: {
    orientation: 'horizontal',
    description: 'Je kunt het aantal apparaten elke maand aanpassen.',
  },
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '25 apparaten' })).toBeVisible();
  },
};
