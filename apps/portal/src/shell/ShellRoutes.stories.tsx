import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Login } from '@vonk/sandbox/personas';
import { AuthenticatedShell } from './AuthenticatedShell.tsx';
import { portalDecorator, sandboxLoader } from '../testing/storyHarness.tsx';
import { routePaths } from '@vonk/domain';

/**
 * Every shell route of spec §2.2 whose screen a later issue builds, as a designer reviews it now:
 * its page header, breadcrumbs and, for sub pages, the local navigation back to the previous
 * crumb. Each opens for a persona it is meant for.
 */
const meta = {
  title: 'Portal/Shell/Routes (§2.2)',
  component: AuthenticatedShell,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: {
    layout: 'fullscreen',
    portal: { path: routePaths.invoices.href(), persona: 'jan' },
  },
} satisfies Meta<typeof AuthenticatedShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The route at `path` shows `title` under the main navigation; on a sub page, `parent` is the
 * crumb before it (a single crumb is no trail, so top-level pages show none).
 */
const route = (
  path: string,
  title: string,
  {
    persona = 'jan',
    parent,
    backToOverview,
  }: { persona?: Login; parent?: string; backToOverview?: boolean } = {},
): Story => ({
  parameters: { portal: { path, persona } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
    if (parent) {
      const crumbs = within(page.getByRole('navigation', { name: 'Kruimelpad' }));
      await expect(crumbs.getByText(title)).toHaveAttribute('aria-current', 'page');
      await expect(crumbs.getByRole('link', { name: parent })).toBeVisible();
      // Spec §2.3: a sub menu brings a back link to the previous breadcrumb.
      const local = within(page.getByRole('navigation', { name: 'Lokale navigatie' }));
      await expect(local.getByRole('link', { name: parent })).toBeVisible();
    }
    if (backToOverview) {
      // A step its parent only redirects to: no trail, and "Terug" leads to the overview.
      await expect(page.queryByRole('navigation', { name: 'Kruimelpad' })).toBeNull();
      const local = within(page.getByRole('navigation', { name: 'Lokale navigatie' }));
      await expect(local.getByRole('link', { name: 'Terug' })).toHaveAttribute(
        'href',
        routePaths.dashboard.href(),
      );
    }
  },
});

export const Inzageverzoek = route(
  routePaths.privacyDataRequest.href(),
  'Inzageverzoek downloaden',
);
export const Rekeningen = route(routePaths.invoices.href(), 'Rekeningen');
export const Bestellingen = route(routePaths.orders.href(), 'Bestellingen');
export const BestellingenThuis = route(routePaths.ordersHome.href(), 'Je bestelling', {
  persona: 'nieuw',
  parent: 'Bestellingen',
});
export const Abonnementen = route(routePaths.subscriptions.href(), 'Abonnementen');
export const GebruikskostenBellen = route(routePaths.usageCalls.href(), 'Bellen', {
  parent: 'Gebruikskosten',
});
export const MijnGegevensAdres = route(routePaths.address.href(), 'Adres', {
  parent: 'Mijn gegevens',
});
export const Storingen = route(routePaths.outages.href(), 'Actuele storingen', {
  persona: 'storing',
});
export const Overstappen = route(routePaths.transfer.href(), 'Overstappen', { persona: 'sanne' });
export const Klantvoordeel = route(routePaths.household.href(), 'Klantvoordeel');
export const KlantvoordeelAanmelden = route(
  routePaths.householdSignUp.href(),
  'Aanmelden voor Klantvoordeel',
  { backToOverview: true },
);
export const KlantvoordeelNietMogelijk = route(
  routePaths.householdSignUpNotPossible.href(),
  'Aanmelden is niet mogelijk',
  { persona: 'bezorging', backToOverview: true },
);
export const KlantvoordeelAfmelden = route(
  routePaths.householdUnsubscribe.href(),
  'Afmelden voor Klantvoordeel',
  {
    parent: 'Klantvoordeel',
  },
);
export const KlantvoordeelInBehandeling = route(
  routePaths.householdPending.href(),
  'Je aanmelding is in behandeling',
  { persona: 'overstap', backToOverview: true },
);
