import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { CeaseFlow } from './CeaseFlow.tsx';
import { flowMeta, flowPortal } from '../../../testing/flowStory.ts';
import { confirmToReceipt, refusedStory, serverErrorStory } from '../../../testing/flowPlays.ts';

const cease = (product?: string, stap?: string) =>
  routePaths.subscriptionsCease.href({ product, stap });

const FILM1 = { path: cease('PRM-6001', 'overzicht'), persona: 'opzegger' } as const;

const meta = {
  title: 'Portal/Pagina’s/Abonnementen/Opzeggen',
  component: CeaseFlow,
  ...flowMeta({ path: cease(), persona: 'opzegger' }),
} satisfies Meta<typeof CeaseFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = async (canvasElement: HTMLElement) =>
  expect(
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Opzeggen' }),
  ).toBeVisible();

/**
 * jan (a running contract and an open order), even with a product's summary in the URL: the flow
 * shows the blocked step under its heading instead, and nothing to confirm. Every reason in the
 * spec's words, alone and mixed: CeaseBlocked's stories.
 */
export const Blocked: Story = {
  parameters: flowPortal({ path: cease('TV-1001', 'overzicht'), persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await heading(canvasElement);
    await expect(await page.findByText('Je kan nu niet online opzeggen.')).toBeVisible();
    await expect(page.queryByRole('region', { name: 'Dit zeg je op' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Opzeggen bevestigen' })).toBeNull();
  },
};

/** Step 1 (opzegger, ceaseFlowFeatureIsEnabled): every product but the box; nothing chosen yet. */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await heading(canvasElement);
    await expect(page.getByText('Stap 1 van 3')).toBeVisible();
    const group = page.getByRole('radiogroup', { name: /Kies een product/ });
    for (const name of ['Internet Extra', 'TV Start', 'Film1', 'Infotainment'])
      await expect(within(group).getByRole('radio', { name: new RegExp(name) })).toBeEnabled();
    await expect(within(group).queryByRole('radio', { name: /Mediabox/ })).toBeNull();
    await expect(page.getByText('Hiermee zeg je je hele abonnement op.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await expect(await page.findAllByText('Kies wat je wilt opzeggen.')).not.toHaveLength(0);
  },
};

/** Without ceaseFlowFeatureIsEnabled (sanne) the whole subscription goes by phone (ADR 049). */
export const ChooseWholeByPhone: Story = {
  parameters: flowPortal({ path: cease(), persona: 'sanne' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Je hele abonnement opzeggen doe je via de klantenservice.'),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: /Internet Start/ })).toBeDisabled();
  },
};

/** A product and `stap=overzicht` in the URL open step 2 (what it says: CeaseSummary's stories). */
export const SummaryTv: Story = {
  parameters: flowPortal({ path: cease('TV-6001', 'overzicht'), persona: 'opzegger' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await heading(canvasElement);
    await expect(await page.findByText('Stap 2 van 3')).toBeVisible();
    await expect(page.getByText('TV Start')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Opzeggen bevestigen' })).toBeVisible();
  },
};

/** Confirm → receipt, and the write's Success event on the data layer. */
export const ConfirmedReceipt: Story = {
  parameters: flowPortal(FILM1),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Stopt direct, op 23 november 2026.')).toBeVisible();
    await confirmToReceipt(
      page,
      { eventCategory: 'SS - Producten', eventLabel: 'Producten opzeggen' },
      'cease',
    );
    await expect(
      page.getByText('Film1 stopt op 23 november 2026. Je vindt je opzegging bij Bestellingen.'),
    ).toBeVisible();
  },
};

/** The server refuses (success false): its message, nothing claimed. */
export const Refused: Story = refusedStory(
  { ...FILM1, write: '/api/products/cease', confirm: 'cease' },
  'Dit pakket kan je nu niet opzeggen.',
);

/** A failing server: nothing was ceased, and the page says so. */
export const ServerError: Story = serverErrorStory({
  ...FILM1,
  write: '/api/products/cease',
  confirm: 'cease',
  alsoSees: ['Er ging iets mis. Er is niets opgezegd. Probeer het opnieuw.'],
});

/** Spec §8 TV cease "returns true on error recovery": shown as unconfirmed, not as done. */
export const TvUnconfirmed: Story = {
  parameters: flowPortal({
    path: cease('TV-6001', 'overzicht'),
    persona: 'opzegger',
    faults: [{ path: '/api/products/tv/cease', method: 'POST', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Opzeggen bevestigen' }));
    await expect(
      await page.findByText('We weten niet zeker of je opzegging is aangekomen'),
    ).toBeVisible();
    await expect(page.queryByText('Je opzegging is ontvangen')).toBeNull();
  },
};

/** A reload of the receipt, without the confirm's state, still points to the order. */
export const ReceiptAfterReload: Story = {
  parameters: flowPortal({ path: cease(undefined, 'klaar'), persona: 'opzegger' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Je vindt je opzegging bij Bestellingen.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar Bestellingen' })).toBeVisible();
  },
};
