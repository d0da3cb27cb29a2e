import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DemoPage } from './DemoPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import { routePaths } from '@vonk/domain';
import { mobileStory } from '../../testing/pageStates.ts';

const meta = {
  title: 'Portal/Pagina’s/Demo (demo)',
  component: DemoPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', portal: { path: routePaths.demo.href(), persona: 'jan' } },
} satisfies Meta<typeof DemoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo switch is on in development: the design-system showcase (spec §2.1). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Demo' })).toBeVisible();
    for (const name of ['Meldingen', 'Acties en formulieren', 'Gegevens']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText('Nog niet geklikt')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Primaire knop' }));
    await expect(page.getByText('1 keer geklikt')).toBeVisible();
    await userEvent.type(page.getByRole('textbox', { name: 'Naam' }), 'Sanne');
    await expect(page.getByRole('textbox', { name: 'Naam' })).toHaveValue('Sanne');
  },
};

/** In a production build the route's guard sends to /dashboard (spec §2.3). */
export const Production: Story = {
  parameters: { portal: { path: routePaths.demo.href(), persona: 'jan', production: true } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Overzicht' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = mobileStory((page) =>
  page.findByRole('heading', { level: 1, name: 'Demo' }),
);
