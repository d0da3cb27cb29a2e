import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PhoneField } from './PhoneField.tsx';

const meta = {
  title: 'Formulieren/PhoneField',
  component: PhoneField,
  args: { label: 'Mobiel nummer', description: 'Bijvoorbeeld 06 12345678.' },
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobiel nummer' });
    await userEvent.type(input, '06 12345678');
    await expect(input).toHaveValue('06 12345678');
    await expect(input).toHaveAttribute('type', 'tel');
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Vul een geldig mobiel nummer in, bijvoorbeeld 06 12345678.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Vul een geldig mobiel nummer in, bijvoorbeeld 06 12345678.'),
    ).toBeVisible();
  },
};
