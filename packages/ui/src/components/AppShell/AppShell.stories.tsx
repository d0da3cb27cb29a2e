import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AppShell } from './AppShell.tsx';
import type { AppShellExampleProps } from './AppShellExample.tsx';
import { AppShellExample } from './AppShellExample.tsx';

/**
 * The props table is AppShell's own: its slots. The stories fill them with the design system's
 * header, navigation, banner and footer (`AppShellExample`), a state per story.
 */
const meta: Meta<typeof AppShell> = {
  title: 'Shell/AppShell',
  component: AppShell,
  render: () => <AppShellExample />,
  parameters: {
    layout: 'fullscreen',
    // A whole page per story: in the Docs page each in an iframe of its own (ADR 147).
    docs: { story: { inline: false, height: '520px' } },
  },
};
export default meta;
type Story = StoryObj<typeof meta>;
const example = (props: AppShellExampleProps) => () => <AppShellExample {...props} />;

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
  render: example({ agent: true }),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Je werkt in het account van klant 10000001 als medewerker.'),
    ).toBeVisible();
    await expect(canvas.getByText('Klantcode 10000001')).toBeVisible();
  },
};

export const Loading: Story = {
  render: example({ loading: 'loading' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pagina wordt geladen')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  render: example({ loading: 'failed' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oeps! Er is iets fout gegaan.');
  },
};

export const Mobile320: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  // Inline, so the preview's outermost decorator shows it in an iframe its viewport wide: in
  // Storybook's own iframe (the meta's) it showed the docs column's wide layout (ADR 147).
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
