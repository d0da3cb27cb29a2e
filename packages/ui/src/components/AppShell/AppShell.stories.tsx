import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AppShellExample } from './AppShellExample.tsx';

const meta = {
  title: 'Shell/AppShell',
  component: AppShellExample,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppShellExample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Facturen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Naar de inhoud' });
    await waitFor(() => expect(skip).toHaveFocus());
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

export const Agent: Story = {
  args: { agent: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Je werkt in het account van klant 10000001 als medewerker.'),
    ).toBeVisible();
    await expect(canvas.getByText('Klantcode 10000001')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pagina wordt geladen')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { loading: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oeps! Er is iets fout gegaan.');
  },
};

export const Mobile320: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
