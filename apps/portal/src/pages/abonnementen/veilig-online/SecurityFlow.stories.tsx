import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { SecurityFlow } from './SecurityFlow.tsx';
import { euro } from '../../../testing/euro.ts';
import { flowMeta, flowPortal } from '../../../testing/flowStory.ts';
import { confirmToReceipt, refusedStory, serverErrorStory } from '../../../testing/flowPlays.ts';
import { storyTracking } from '../../../testing/storyTracking.ts';

const security = (query: { thuis?: string; apparaten?: string; stap?: string } = {}) =>
  routePaths.subscriptionsSecurity.href(query);
const UPGRADE = security({ thuis: 'nee', apparaten: '10', stap: 'overzicht' });

const meta = {
  title: 'Portal/Pagina’s/Abonnementen/Veilig Online',
  component: SecurityFlow,
  ...flowMeta({ path: security(), persona: 'jan' }),
} satisfies Meta<typeof SecurityFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 from what jan has (everywhere, 1 device), his order history under it (its lines:
 * SecurityOrderHistory's stories). */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Veilig Online wijzigen' }),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Thuis Veilig Online/ })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: '1 apparaat' })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Je Veilig Online-bestellingen' })).toBeVisible();
  },
};

/** Choosing what one has already changes nothing, and says so. */
export const NothingToChange: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Verder' }));
    await expect(await page.findByText('Dit heb je al. Er verandert niets.')).toBeVisible();
  },
};

/** More licences (1 → 10): an upgrade, priced against what goes. */
export const UpgradeSummary: Story = {
  parameters: flowPortal({ path: UPGRADE, persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Je krijgt meer licenties.')).toBeVisible();
    await expect(page.getByText('Overal Veilig Online 10')).toBeVisible();
    await expect(page.getByText(`${euro(143.45)} (${euro(5)} meer)`)).toBeVisible();
    await expect(page.getByText('Geen')).toBeVisible();
    await expect(page.queryByRole('textbox', { name: /Kortingscode/ })).toBeNull();
  },
};

/**
 * Home and three devices for jan: one product is added, so the summary asks for an optional
 * voucher code (ADR 080) and shows what VEILIG3 gives; a pure modify (above) has no such field.
 */
export const AddWithVoucher: Story = {
  parameters: flowPortal({
    path: security({ thuis: 'ja', apparaten: '3', stap: 'overzicht' }),
    persona: 'jan',
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const code = await page.findByRole('textbox', { name: 'Kortingscode (niet verplicht)' });
    await userEvent.type(code, 'veilig3');
    await expect(
      page.getByText(/per maand minder, de eerste 3 maanden \(3 maanden Veilig Online gratis\)$/),
    ).toBeVisible();
  },
};

/**
 * Issue #26: jan's contract runs until 15 maart 2027, so stopping (a cancel) is never summarised:
 * a URL straight to its summary shows step 1, which says why, in Dutch.
 */
export const StopBlockedOnStepOne: Story = {
  parameters: flowPortal({
    path: security({ thuis: 'nee', apparaten: '0', stap: 'overzicht' }),
    persona: 'jan',
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Stap 1 van 3')).toBeVisible();
    await expect(
      page.getByText(
        /Je contract loopt tot 15 maart 2027\. Daarvoor kan je niet online opzeggen\./,
      ),
    ).toBeVisible();
    await expect(page.queryByText(/minder\)/)).toBeNull();
    await expect(page.queryByRole('button', { name: 'Bestellen' })).toBeNull();
  },
};

/** Stopping without a contract (veilig-dubbel) is summarised: both products go. */
export const StopSummary: Story = {
  parameters: flowPortal({
    path: security({ thuis: 'nee', apparaten: '0', stap: 'overzicht' }),
    persona: 'veilig-dubbel',
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Je stopt met Veilig Online.')).toBeVisible();
  },
};

/** Confirm → receipt, and the modify's Success event on the data layer. */
export const Upgraded: Story = {
  parameters: flowPortal({ path: UPGRADE, persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await confirmToReceipt(page, {
      eventCategory: 'SS - Producten',
      eventLabel: 'Producten wijzigen',
    });
  },
};

/**
 * Spec §8 "downgrade with no product returns false" (veilig-dubbel: 10 and 3 devices): fewer
 * licences keeps the 3 and leaves nothing to modify. Issue #26: the domain knows it, so step 1
 * says it (no "€ 8,00 minder" summary, no "Er is niets gewijzigd." after confirming) and offers
 * the cancel of the 10 instead; nothing is sent or tracked.
 */
export const DowngradeNothingToChange: Story = {
  parameters: flowPortal({
    path: security({ thuis: 'nee', apparaten: '3', stap: 'overzicht' }),
    persona: 'veilig-dubbel',
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText(/^Dit verandert niets: je hebt Overal Veilig Online 3 al\./),
    ).toBeVisible();
    await expect(page.queryByText('Je houdt minder licenties over.')).toBeNull();
    await expect(
      page.getByRole('link', { name: 'Overal Veilig Online 10 opzeggen' }),
    ).toBeVisible();
    expect(
      storyTracking.hits.filter(
        (hit) => 'eventCategory' in hit && hit.eventCategory === 'SS - Producten',
      ),
    ).toEqual([]);
  },
};

/** Issue #26: a refusal on the summary ("Er is niets gewijzigd.") keeps a way forward. */
export const NothingChangedHasAWayBack: Story = refusedStory(
  {
    path: UPGRADE,
    persona: 'jan',
    write: '/api/products/modify',
    alsoSees: ['Terug naar je abonnement'],
  },
  'Er is niets gewijzigd.',
);

export const Refused: Story = refusedStory(
  { path: UPGRADE, persona: 'jan', write: '/api/products/modify' },
  'Deze variant is nu niet leverbaar.',
);

export const ServerError: Story = serverErrorStory({
  path: UPGRADE,
  persona: 'jan',
  write: '/api/products/modify',
});

/** Without veiligOnlineProductsFeatureIsEnabled (sanne) there is nothing to change here (§4). */
export const FlagOff: Story = {
  parameters: flowPortal({ path: security(), persona: 'sanne' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Veilig Online kan je nu niet online wijzigen.'),
    ).toBeVisible();
  },
};
