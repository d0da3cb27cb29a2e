import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { STANDARD_DISPLAY, applyDisplaySettings } from '@vonk/ui';
import { DisplayPreferencesPage } from './DisplayPreferencesPage.tsx';
import { portalDecorator, sandboxLoader } from '../../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../../testing/storyHarness.tsx';
import { storyTracking } from '../../../testing/storyTracking.ts';

const path = routePaths.displayPreferences.href();
const portal = (value: Partial<PortalStoryParameters>) => ({ portal: { path, ...value } });

/**
 * Issue #30 (ADR 142): /mijn-gegevens/weergave. The shell applies the persona's preferences before
 * it paints; each story puts the standard display back after it, so no other story inherits them.
 */
const meta = {
  title: 'Portal/Pagina’s/Mijn gegevens/Weergave en toegankelijkheid',
  component: DisplayPreferencesPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...portal({ persona: 'jan' }) },
  beforeEach: () => () => applyDisplaySettings(STANDARD_DISPLAY),
} satisfies Meta<typeof DisplayPreferencesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Writes go through the sandbox and a refetch: give them longer than a lookup. */
const WRITE = { timeout: 5000 };
const SAVED =
  'Je weergave is opgeslagen en staat nu aan. Op je andere apparaten zie je deze weergave vanaf de volgende keer dat je inlogt.';

async function opened(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await expect(
    await page.findByRole('heading', { level: 1, name: 'Weergave en toegankelijkheid' }),
  ).toBeVisible();
  return within(await page.findByRole('form', { name: 'Weergave en toegankelijkheid' }));
}
const root = (element: HTMLElement) => element.ownerDocument.documentElement;
const rootFontPx = (element: HTMLElement) =>
  Number.parseFloat(getComputedStyle(root(element)).fontSize);
const save = (form: ReturnType<typeof within>) =>
  userEvent.click(form.getByRole('button', { name: 'Weergave opslaan' }));

/** jan never chose: the standard display, every choice off. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = await opened(canvasElement);
    await expect(form.getByRole('radio', { name: 'Normaal (100 %)' })).toBeChecked();
    for (const name of ['Minder beweging', 'Hoog contrast', 'Facturen in grote letters'])
      await expect(form.getByRole('checkbox', { name })).not.toBeChecked();
    await expect(
      form.getByRole('checkbox', { name: 'Facturen in grote letters' }),
    ).toHaveAccessibleDescription('Je factuur als pdf en op papier in letters van 18 punt.');
    await expect(root(canvasElement)).toHaveAttribute('data-vonk-text-size', '100');
    await expect(rootFontPx(canvasElement)).toBe(16);
  },
};

/** grote-letters chose on another device: the shell paints at 150 % in high contrast. */
export const PreferencesSet: Story = {
  parameters: portal({ persona: 'grote-letters' }),
  play: async ({ canvasElement }) => {
    const form = await opened(canvasElement);
    await expect(form.getByRole('radio', { name: 'Grootst (150 %)' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Hoog contrast' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Facturen in grote letters' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Minder beweging' })).not.toBeChecked();
    await expect(root(canvasElement)).toHaveAttribute('data-vonk-contrast', 'high');
    await expect(rootFontPx(canvasElement)).toBe(24);
    await expect(
      getComputedStyle(canvasElement.ownerDocument.documentElement)
        .getPropertyValue('--vonk-header-background')
        .trim(),
    ).toBe('#00207a');
  },
};

/** jan chooses 125 %: saved, confirmed in Dutch, and the screen grows at once. */
export const TextSize125: Story = {
  play: async ({ canvasElement }) => {
    const form = await opened(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: 'Groter (125 %)' }));
    // Not before the save: a choice never lingers unsaved.
    await expect(rootFontPx(canvasElement)).toBe(16);
    await save(form);
    await expect(await form.findByText(SAVED, undefined, WRITE)).toBeVisible();
    await waitFor(() => expect(rootFontPx(canvasElement)).toBe(20));
    await waitFor(() =>
      expect(storyTracking.hits).toContainEqual(
        expect.objectContaining({
          eventCategory: 'SS - Weergave',
          eventAction: 'Success',
          eventLabel: 'Weergave en toegankelijkheid opslaan',
        }),
      ),
    );
  },
};

export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const form = await opened(canvasElement);
    await userEvent.click(form.getByRole('checkbox', { name: 'Minder beweging' }));
    await save(form);
    await expect(await form.findByText(SAVED, undefined, WRITE)).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-vonk-reduced-motion', 'true');
    await expect(
      getComputedStyle(root(canvasElement))
        .getPropertyValue('--vonk-motion-duration-medium')
        .trim(),
    ).toBe('0ms');
  },
};

export const HighContrast: Story = {
  play: async ({ canvasElement }) => {
    const form = await opened(canvasElement);
    await userEvent.click(form.getByRole('checkbox', { name: 'Hoog contrast' }));
    await save(form);
    await expect(await form.findByText(SAVED, undefined, WRITE)).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-vonk-contrast', 'high');
    await expect(
      getComputedStyle(root(canvasElement)).getPropertyValue('--vonk-color-text').trim(),
    ).toBe('#000000');
  },
};

export const LargePrintInvoices: Story = {
  play: async ({ canvasElement }) => {
    const form = await opened(canvasElement);
    await userEvent.click(form.getByRole('checkbox', { name: 'Facturen in grote letters' }));
    await save(form);
    await expect(await form.findByText(SAVED, undefined, WRITE)).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-vonk-print', 'large');
  },
};

/** The save fails (500): the form says so, keeps the choice, and the screen stays as it was. */
export const SaveError: Story = {
  parameters: portal({
    persona: 'jan',
    faults: [{ path: '/api/account/preferences', method: 'PUT', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const form = await opened(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: 'Grootst (150 %)' }));
    await save(form);
    await expect(await form.findByText('Opslaan is niet gelukt', undefined, WRITE)).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Grootst (150 %)' })).toBeChecked();
    await expect(form.queryByText(SAVED)).toBeNull();
    await expect(rootFontPx(canvasElement)).toBe(16);
  },
};
