import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { TvPackagesFlow } from './TvPackagesFlow.tsx';
import { euro } from '../../../testing/euro.ts';
import { flowMeta, flowPortal } from '../../../testing/flowStory.ts';
import { confirmToReceipt, refusedStory, serverErrorStory } from '../../../testing/flowPlays.ts';

const packages = (product?: string, stap?: string) =>
  routePaths.subscriptionsTvPackages.href({ product, stap });

const FILM1 = { path: packages('Film1', 'overzicht'), persona: 'piet' } as const;

const meta = {
  title: 'Portal/Pagina’s/Abonnementen/Zenderpakket toevoegen',
  component: TvPackagesFlow,
  ...flowMeta({ path: packages(), persona: 'piet' }),
} satisfies Meta<typeof TvPackagesFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 (piet, TV without packages): premium first, then theme, each with kind and price. */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Zenderpakket toevoegen' }),
    ).toBeVisible();
    await expect(page.getByText('Stap 1 van 3')).toBeVisible();
    const radios = within(page.getByRole('radiogroup', { name: /Zenderpakket/ })).getAllByRole(
      'radio',
    );
    await expect(radios[0]).toHaveAttribute('value', 'Viaplay Basis');
    await expect(radios.at(-1)).toHaveAttribute('value', 'Kids & Music');
    await expect(
      page.getByText(`Premium pakket: Elke week nieuwe films. ${euro(12.5)} per maand.`),
    ).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await expect((await page.findAllByText('Kies een zenderpakket.')).length).toBeGreaterThan(0);
  },
};

/** jan has Ziggo Sport Totaal and Kids & Music: those are not offered again. */
export const WithoutWhatJanHas: Story = {
  parameters: flowPortal({ path: packages(), persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('radio', { name: /Film1/ })).toBeVisible();
    await expect(page.queryByRole('radio', { name: /Sport Totaal/ })).toBeNull();
    await expect(page.queryByRole('radio', { name: /Kids & Music/ })).toBeNull();
  },
};

/** Step 2: Film1 on top of piet's total, from today. */
export const Summary: Story = {
  parameters: flowPortal(FILM1),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Stap 2 van 3')).toBeVisible();
    await expect(
      page.getByText('Je krijgt Film1 erbij. Je kan het vandaag al kijken.'),
    ).toBeVisible();
    await expect(page.getByText(new RegExp(`\\(${euro(12.5)} meer\\)`))).toBeVisible();
    await expect(page.getByText('23 november 2026')).toBeVisible();
  },
};

/** Confirm → receipt, tracked as a products add. */
export const Ordered: Story = {
  parameters: flowPortal({ path: packages('Entertainment', 'overzicht'), persona: 'piet' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await confirmToReceipt(page, { eventLabel: 'Producten toevoegen' });
  },
};

/** Step 2 with a voucher code (ADR 080): the summary shows what PAKKET50 takes off Film1. */
export const SummaryWithVoucher: Story = {
  parameters: flowPortal(FILM1),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const code = await page.findByRole('textbox', { name: 'Kortingscode (niet verplicht)' });
    await userEvent.type(code, 'pakket50');
    await expect(page.getByText('Korting')).toBeVisible();
    await expect(
      page.getByText(
        `${euro(6.25)} per maand minder, de eerste 3 maanden (3 maanden 50% korting op een tv-pakket)`,
      ),
    ).toBeVisible();
  },
};

/** The sandbox refuses an expired code at the field; the order and the code stay. */
export const VoucherRefused: Story = {
  parameters: flowPortal(FILM1),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const code = await page.findByRole('textbox', { name: 'Kortingscode (niet verplicht)' });
    await userEvent.type(code, 'ZOMER2025');
    await userEvent.click(page.getByRole('button', { name: 'Bestellen' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('Deze kortingscode is verlopen.'),
      ),
    );
    await expect(code).toHaveValue('ZOMER2025');
    await expect(page.getByText('Stap 2 van 3')).toBeVisible();
  },
};

/**
 * WELKOM2026 exists (the vouchers page applies it) but is for the subscription: said where it
 * applies, never "bestaat niet" (issue #26, ADR 123); nothing is ordered.
 */
export const SubscriptionVoucherInOrder: Story = {
  parameters: flowPortal(FILM1),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const code = await page.findByRole('textbox', { name: 'Kortingscode (niet verplicht)' });
    await userEvent.type(code, 'WELKOM2026');
    await userEvent.click(page.getByRole('button', { name: 'Bestellen' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining(
          'Deze kortingscode geldt voor je abonnement, niet voor een bestelling. Gebruik hem bij Kortingscodes.',
        ),
      ),
    );
    await expect(page.queryByText(/bestaat niet/)).toBeNull();
    await expect(page.getByText('Stap 2 van 3')).toBeVisible();
  },
};

/** A code of the wrong shape is refused before anything is sent, in Dutch. */
export const VoucherBadInput: Story = {
  parameters: flowPortal(FILM1),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const code = await page.findByRole('textbox', { name: 'Kortingscode (niet verplicht)' });
    await userEvent.type(code, 'PAK-50');
    await userEvent.click(page.getByRole('button', { name: 'Bestellen' }));
    await expect(
      (await page.findAllByText('Een kortingscode heeft 4 tot 20 letters en cijfers.')).length,
    ).toBeGreaterThan(0);
    await expect(code).toHaveValue('PAK-50');
  },
};

export const Refused: Story = refusedStory(
  { ...FILM1, write: '/api/products/add' },
  'Film1 kan alleen met TV.',
);

export const ServerError: Story = serverErrorStory({ ...FILM1, write: '/api/products/add' });

/** sanne has no TV: packages come with TV, said plainly. */
export const NoTv: Story = {
  parameters: flowPortal({ path: packages(), persona: 'sanne' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Zenderpakketten zijn er alleen met TV. Voeg eerst TV toe.',
      ),
    ).toBeVisible();
  },
};
