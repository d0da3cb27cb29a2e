import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner.tsx';

const meta = { title: 'Feedback/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laden...');
  },
};

export const Inloggen: Story = {
  args: { label: 'Inloggen...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Inloggen...')).toBeVisible();
  },
};

export const AgentLogin: Story = {
  args: { label: 'Agent login...', size: 48 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Agent login...');
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Rekeningen laden', hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Rekeningen laden');
  },
};
