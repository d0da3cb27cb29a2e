import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { RuntimeConfig } from '@vonk/domain';
import { routePaths } from '@vonk/domain';
import { AuthenticatedShell } from './AuthenticatedShell.tsx';
import type { RouteHandle } from './RouteHandle.ts';
import { LayoutStory } from '../testing/LayoutStory.tsx';
import { sandboxLoader } from '../testing/storyHarness.tsx';

/**
 * Spec §2.3 layout settings a route sets in its route data: the page header's subtitle and the
 * local navigation bar (title, back link in-app or to the main site, quick link). The real shell
 * around a page at /mijn-gegevens/adresgegevens, for jan.
 */
const meta = {
  title: 'Portal/Shell/Route layout (§2.3)',
  component: AuthenticatedShell,
  loaders: [sandboxLoader],
  decorators: [
    (_Story, { parameters, loaded }) => (
      <LayoutStory
        config={loaded.config as RuntimeConfig}
        handle={parameters.routeHandle as RouteHandle}
      />
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    portal: { path: routePaths.address.href(), persona: 'jan' },
    routeHandle: { title: 'route.adresgegevens' } satisfies RouteHandle,
  },
} satisfies Meta<typeof AuthenticatedShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const MAIN_SITE = 'https://www.vonk.example';

const localNavigation = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: 'Adres' })).toBeVisible();
  return within(page.getByRole('navigation', { name: 'Lokale navigatie' }));
};

/** Default: the title only; no subtitle and no local navigation bar. */
export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Adres' })).toBeVisible();
    await expect(page.queryByRole('navigation', { name: 'Lokale navigatie' })).toBeNull();
    const heading = page.getByRole('heading', { level: 1, name: 'Adres' });
    await expect(heading.nextElementSibling).toBeNull();
  },
};

/** A subtitle under the page title. */
export const WithSubtitle: Story = {
  parameters: {
    routeHandle: { title: 'route.adresgegevens', subtitle: 'nav.myData' } satisfies RouteHandle,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const heading = await page.findByRole('heading', { level: 1, name: 'Adres' });
    await expect(heading.nextElementSibling).toHaveTextContent('Mijn gegevens');
  },
};

/** showSubMenu: back to the previous breadcrumb, titled with the last one. */
export const SubMenu: Story = {
  parameters: {
    routeHandle: { title: 'route.adresgegevens', showSubMenu: true } satisfies RouteHandle,
  },
  play: async ({ canvasElement }) => {
    const local = await localNavigation(canvasElement);
    await expect(local.getByRole('link', { name: 'Mijn gegevens' })).toHaveAttribute(
      'href',
      routePaths.myData.href(),
    );
    await expect(local.getByText('Adres')).toBeVisible();
  },
};

/** An in-app back link of the route's choosing and its own bar title. */
export const BackLinkInApp: Story = {
  parameters: {
    routeHandle: {
      title: 'route.adresgegevens',
      localNavigation: {
        title: 'nav.personal',
        backLink: { route: 'dashboard', text: 'nav.overview' },
      },
    } satisfies RouteHandle,
  },
  play: async ({ canvasElement }) => {
    const local = await localNavigation(canvasElement);
    await expect(local.getByRole('link', { name: 'Overzicht' })).toHaveAttribute(
      'href',
      routePaths.dashboard.href(),
    );
    await expect(local.getByText('Persoonlijke gegevens')).toBeVisible();
  },
};

/** A back link to the main site (from config.json's externalUrls), without text: 'Terug'. */
export const BackLinkToMainSite: Story = {
  parameters: {
    routeHandle: {
      title: 'route.adresgegevens',
      localNavigation: { backLink: { external: 'subscriptionOverview' } },
    } satisfies RouteHandle,
  },
  play: async ({ canvasElement }) => {
    const local = await localNavigation(canvasElement);
    // The main site is another website: ui's Link says so and opens it in a new tab.
    await expect(
      local.getByRole('link', { name: 'Terug (opent externe website in nieuw tabblad)' }),
    ).toHaveAttribute('href', `${MAIN_SITE}/mijn-account/abonnementen`);
  },
};

/** A quick link on the right, here to the main site's service pages, beside the crumb back link. */
export const QuickLink: Story = {
  parameters: {
    routeHandle: {
      title: 'route.adresgegevens',
      showSubMenu: true,
      localNavigation: { quickLink: { external: 'service', text: 'nav.service' } },
    } satisfies RouteHandle,
  },
  play: async ({ canvasElement }) => {
    const local = await localNavigation(canvasElement);
    await expect(local.getByRole('link', { name: 'Mijn gegevens' })).toBeVisible();
    await expect(
      local.getByRole('link', {
        name: 'Service & contact (opent externe website in nieuw tabblad)',
      }),
    ).toHaveAttribute('href', `${MAIN_SITE}/service`);
  },
};

/** A quick link in-app. */
export const QuickLinkInApp: Story = {
  parameters: {
    routeHandle: {
      title: 'route.adresgegevens',
      localNavigation: { quickLink: { route: 'outages', text: 'nav.outages' } },
    } satisfies RouteHandle,
  },
  play: async ({ canvasElement }) => {
    const local = await localNavigation(canvasElement);
    await expect(local.getByRole('link', { name: 'Actuele storingen' })).toHaveAttribute(
      'href',
      routePaths.outages.href(),
    );
  },
};
