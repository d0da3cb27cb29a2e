import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { customerCodes, personas } from '@vonk/sandbox/personas';
import { NEVER_MS } from '@vonk/sandbox/msw';
import { DashboardPage } from './DashboardPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';

const portal = (value: PortalStoryParameters) => ({ portal: value });
const JAN = customerCodes.jan;

const meta = {
  title: 'Portal/Pagina’s/Overzicht (dashboard)',
  component: DashboardPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...portal({ path: '/dashboard', persona: 'jan' }) },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    await expect(
      await page.findByText(`Welkom, ${personas.jan.account.personInformation.firstName}.`),
    ).toBeVisible();
    await expect(
      within(page.getByRole('banner')).getByText(personas.jan.basic.customerInitials),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  },
};

export const Sanne: Story = {
  parameters: portal({ path: '/dashboard', persona: 'sanne' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Welkom, Sanne.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: portal({
    path: '/dashboard',
    persona: 'jan',
    faults: [{ path: '/api/account', delayMs: NEVER_MS }],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Mijn Vonk wordt geladen')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: portal({
    path: '/dashboard',
    persona: 'jan',
    faults: [{ path: '/api/account', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // HTTP errors are not handled globally on the dashboard (spec §2.2): the page stays, without a name.
    await expect(await page.findByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    await expect(await page.findByText('Welkom.')).toBeVisible();
  },
};

export const Maintenance: Story = {
  parameters: portal({
    path: '/dashboard',
    persona: 'jan',
    faults: [{ path: '/api/subscription', status: 503 }],
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: 'Vonk tijdelijk niet beschikbaar',
      }),
    ).toBeVisible();
  },
};

export const NotConverged: Story = {
  parameters: portal({ path: '/dashboard', persona: 'nieuw' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // Customers without converged info go to /bestellingen/thuis (spec §2.6) with the reduced menu.
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Je bestelling' }),
    ).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(within(menu).getByRole('link', { name: 'Bestellingen' })).toBeVisible();
    await expect(within(menu).queryByRole('link', { name: 'Facturen' })).toBeNull();
  },
};

export const AsAgent: Story = {
  parameters: portal({ path: '/dashboard', persona: 'agent', customerCode: JAN }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const banner = within(await page.findByRole('banner'));
    await expect(await banner.findByText(`Klantcode ${JAN}`)).toBeVisible();
    await expect(banner.queryByRole('link', { name: 'Mijn account' })).toBeNull();
    await expect(await page.findByText(new RegExp(`klant ${JAN}`))).toBeVisible();
  },
};

export const LockedAgent: Story = {
  parameters: portal({ path: '/dashboard', persona: 'agent-geblokkeerd', customerCode: JAN }),
  play: async ({ canvasElement }) => {
    const banner = within(await within(canvasElement).findByRole('banner'));
    await expect(await banner.findByText('Sluit dit tabblad om uit te loggen.')).toBeVisible();
    await expect(banner.queryByRole('button', { name: 'Uitloggen' })).toBeNull();
  },
};

export const NavOff: Story = {
  parameters: portal({ path: '/dashboard?nav=off', persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    await waitFor(() => expect(page.queryByRole('navigation', { name: 'Hoofdmenu' })).toBeNull());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  },
};
