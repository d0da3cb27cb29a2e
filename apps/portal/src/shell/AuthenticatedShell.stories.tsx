import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthenticatedShell } from './AuthenticatedShell.tsx';
import { portalDecorator, sandboxLoader } from '../testing/storyHarness.tsx';
import { storyTracking } from '../testing/storyTracking.ts';
import { routePaths } from '@vonk/domain';

const meta = {
  title: 'Portal/Shell',
  component: AuthenticatedShell,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: {
    layout: 'fullscreen',
    portal: { path: routePaths.tvSettings.href(), persona: 'jan' },
  },
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
      routePaths.tvSettings.href(),
    );
    await expect(page.getByRole('contentinfo')).toHaveTextContent(
      'Technische hulp: maandag t/m vrijdag 08:00–20:00 uur',
    );
  },
};

/** Level 1 opens from 'Meer' (a link without url), with the groups of spec §2.3. */
export const MoreMenu: Story = {
  parameters: { portal: { path: routePaths.dashboard.href(), persona: 'jan' } },
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
  parameters: { portal: { path: routePaths.dashboard.href(), persona: 'jan' } },
  play: async ({ canvasElement }) => {
    const banner = within(await within(canvasElement).findByRole('banner'));
    await expect(await banner.findByRole('button', { name: /Mijn abonnementen/ })).toBeVisible();
  },
};

/**
 * Just logged in (spec §4, §7.4): the first shell load pushes user_data_loaded with the user
 * payload, then 'AC - Inloggen' labelled 'Inloggen', once; the page view is a non-interaction hit.
 */
export const JustLoggedIn: Story = {
  parameters: { portal: { path: routePaths.dashboard.href(), persona: 'jan', justLoggedIn: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    await waitFor(() =>
      expect(storyTracking.hits.filter((hit) => hit.event !== 'pageview')).toHaveLength(2),
    );
    const [userData, login] = storyTracking.hits.filter((hit) => hit.event !== 'pageview');
    await expect(userData).toMatchObject({
      event: 'user_data_loaded',
      user: { active_products: { internet: true }, agent_session: false },
    });
    await expect(login).toEqual({
      event: 'trackEvent',
      eventCategory: 'AC - Inloggen',
      eventAction: 'Success',
      eventLabel: 'Inloggen',
      nonInteraction: true,
    });
    await expect(storyTracking.hits).toContainEqual({
      event: 'pageview',
      page: routePaths.dashboard.href(),
      title: 'Overzicht | Mijn Vonk',
      nonInteraction: true,
    });
  },
};

/** Navigating on: one page view per page, and the login is not tracked again. */
export const PageViews: Story = {
  parameters: { portal: { path: routePaths.dashboard.href(), persona: 'jan', justLoggedIn: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    const menu = within(page.getByRole('navigation', { name: 'Hoofdmenu' }));
    await userEvent.click(menu.getByRole('link', { name: 'Facturen' }));
    await expect(await page.findByRole('heading', { level: 1, name: 'Rekeningen' })).toBeVisible();
    await waitFor(() =>
      expect(
        storyTracking.hits.filter((hit) => hit.event === 'pageview').map((hit) => hit.page),
      ).toEqual([routePaths.dashboard.href(), routePaths.invoices.href()]),
    );
    // The user data is hashed with Web Crypto first, so it may land after the page views.
    await waitFor(() =>
      expect(storyTracking.hits.filter((hit) => hit.event === 'user_data_loaded')).toHaveLength(1),
    );
  },
};

/** Without a fresh login (a reload, another tab) the shell tracks no login. */
export const NoLoginToTrack: Story = {
  parameters: { portal: { path: routePaths.dashboard.href(), persona: 'jan' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    await waitFor(() => expect(storyTracking.hits.map((hit) => hit.event)).toEqual(['pageview']));
  },
};

/** After the first page loaded, the loading bar says so and the initial-load flag is cleared. */
export const Loaded: Story = {
  parameters: { portal: { path: routePaths.dashboard.href(), persona: 'jan' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    const bar = canvasElement.querySelector('[data-loading-state]')!;
    await waitFor(() => expect(bar).toHaveAttribute('data-loading-state', 'complete'));
    await expect(bar).toHaveAttribute('data-initial-load', 'false');
    // The live region names the page (issue #30, WCAG 4.1.3, ADR 141).
    await expect(page.getByText('Pagina geladen: Overzicht')).toBeInTheDocument();
  },
};

/**
 * An agent in jan's account (issue #27, ADR 129): the banner under the header says whose account
 * it is and that the customer sees what the agent changes.
 */
export const AsAgent: Story = {
  parameters: {
    portal: { path: routePaths.dashboard.href(), persona: 'agent', customerCode: '10000001' },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Je werkt in het account van klant 10000001 als medewerker.'),
    ).toBeVisible();
    await expect(
      page.getByText('Wat je hier wijzigt, ziet de klant terug onder Mijn gegevens.'),
    ).toBeVisible();
  },
};
