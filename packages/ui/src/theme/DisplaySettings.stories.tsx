import type { ReactNode } from 'react';
import { useLayoutEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AppShellExample } from '../components/AppShell/AppShellExample.tsx';
import type { DisplaySettings } from './displaySettings.ts';
import { STANDARD_DISPLAY, applyDisplaySettings } from './displaySettings.ts';

/** Applies the settings to :root before the shell paints, and puts the standard back after. */
function WithDisplay({ settings, children }: { settings: DisplaySettings; children: ReactNode }) {
  useLayoutEffect(() => {
    applyDisplaySettings(settings);
    return () => applyDisplaySettings(STANDARD_DISPLAY);
  }, [settings]);
  return children;
}

interface ShellUnderProps {
  settings: DisplaySettings;
  loading?: 'loading' | 'complete';
}

function ShellUnder({ settings, loading = 'complete' }: ShellUnderProps) {
  return (
    <WithDisplay settings={settings}>
      <AppShellExample loading={loading} />
    </WithDisplay>
  );
}

/**
 * Issue #30: the whole shell under a customer's display preferences. Nothing in a component knows
 * of them: the root's font size and the tokens on :root do it all (applyDisplaySettings).
 */
const meta = {
  title: 'Basis/Weergavevoorkeuren',
  component: ShellUnder,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'wide', isRotated: false } },
} satisfies Meta<typeof ShellUnder>;
export default meta;
type Story = StoryObj<typeof meta>;

const rootStyle = (element: HTMLElement) => getComputedStyle(element.ownerDocument.documentElement);
const px = (value: string) => Number.parseFloat(value);

export const Standard: Story = {
  args: { settings: STANDARD_DISPLAY },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(px(rootStyle(canvasElement).fontSize)).toBe(16);
  },
};

export const TextSize125: Story = {
  args: { settings: { ...STANDARD_DISPLAY, textSize: 125 } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(px(rootStyle(canvasElement).fontSize)).toBe(20));
    // Components size in rem: the page title grows with the root.
    const title = canvas.getByRole('heading', { level: 1, name: 'Rekeningen' });
    await expect(px(getComputedStyle(title).fontSize)).toBeGreaterThan(30);
  },
};

export const TextSize150HighContrast: Story = {
  args: { settings: { ...STANDARD_DISPLAY, textSize: 150, highContrast: true } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(px(rootStyle(canvasElement).fontSize)).toBe(24));
    await expect(canvas.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute(
      'data-vonk-contrast',
      'high',
    );
    // The header takes the high-contrast chrome: deep blue under white, where the brand is aubergine.
    await expect(
      getComputedStyle(canvasElement.ownerDocument.documentElement)
        .getPropertyValue('--vonk-header-background')
        .trim(),
    ).toBe('#00207a');
    await expect(rootStyle(canvasElement).getPropertyValue('--vonk-color-text').trim()).toBe(
      '#000000',
    );
  },
};

export const HighContrast: Story = {
  parameters: { docsAlike: 'Standard’s page and text in high-contrast colours (a colour)' },
  args: { settings: { ...STANDARD_DISPLAY, highContrast: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(
      getComputedStyle(canvasElement.ownerDocument.documentElement)
        .getPropertyValue('--vonk-header-background')
        .trim(),
    ).toBe('#00207a');
  },
};

export const ReducedMotion: Story = {
  args: { settings: { ...STANDARD_DISPLAY, reducedMotion: true }, loading: 'loading' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(root).toHaveAttribute('data-vonk-reduced-motion', 'true'));
    await expect(
      rootStyle(canvasElement).getPropertyValue('--vonk-motion-duration-slow').trim(),
    ).toBe('0ms');
  },
};

export const LargePrint: Story = {
  parameters: { docsAlike: 'Standard’s page and text in large print (a size, not a text)' },
  args: { settings: { ...STANDARD_DISPLAY, largePrint: true } },
  play: async ({ canvasElement }) => {
    // On screen nothing changes; on paper the root is 18 pt (GlobalStyle's print rules).
    const root = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(root).toHaveAttribute('data-vonk-print', 'large'));
    await expect(px(rootStyle(canvasElement).fontSize)).toBe(16);
  },
};
