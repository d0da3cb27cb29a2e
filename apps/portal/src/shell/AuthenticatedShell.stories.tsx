import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AuthenticatedShell } from './AuthenticatedShell.tsx';
import { portalDecorator, sandboxLoader } from '../testing/storyHarness.tsx';

const meta = {
  title: 'Portal/Shell',
  component: AuthenticatedShell,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', portal: { path: '/instellingen/tv', persona: 'jan' } },
} satisfies Meta<typeof AuthenticatedShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sub page: breadcrumbs from route data and a local navigation bar back to the previous crumb. */
export const SubPage: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'TV' })).toBeVisible();
    const crumbs = within(page.getByRole('navigation', { name: 'Kruimelpad' }));
    // instellingen points at its breadcrumb target /instellingen/tv (spec §2.2).
    await expect(crumbs.getByRole('link', { name: 'Instellingen' })).toHaveAttribute(
      'href',
      '/instellingen/tv',
    );
    await expect(page.getByRole('contentinfo')).toHaveTextContent(
      'Technische hulp: maandag t/m vrijdag 08:00–20:00 uur',
    );
  },
};

/** Level 1 opens from 'Meer' (a link without url), with the groups of spec §2.3. */
export const MoreMenu: Story = {
  parameters: { portal: { path: '/dashboard', persona: 'jan' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const menu = within(await page.findByRole('navigation', { name: 'Hoofdmenu' }));
    await userEvent.click(menu.getByRole('button', { name: 'Meer' }));
    const drawer = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(drawer.getByRole('heading', { name: 'Algemeen' })).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Service' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Klantvoordeel' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** The subscription switcher: linked subscriptions plus the fixed one, sorted by alias. */
export const Subscriptions: Story = {
  parameters: { portal: { path: '/dashboard', persona: 'jan' } },
  play: async ({ canvasElement }) => {
    const banner = within(await within(canvasElement).findByRole('banner'));
    await expect(await banner.findByRole('button', { name: /Mijn abonnementen/ })).toBeVisible();
  },
};
