import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { sectionDecorator } from '../sectionStory.tsx';
import { CeaseReceipt } from './CeaseReceipt.tsx';

// Step 3 of cancelling (ADR 049): confirmed, unconfirmed (spec §8 TV cease recovery), reloaded.
const meta = {
  title: 'Portal/Secties/Abonnementen/Opzegging ontvangen',
  component: CeaseReceipt,
  decorators: [sectionDecorator],
  args: { receipt: { product: 'Film1', endDate: '2026-11-23', unconfirmed: false } },
} satisfies Meta<typeof CeaseReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Je opzegging is ontvangen')).toBeVisible();
    await expect(
      page.getByText('Film1 stopt op 23 november 2026. Je vindt je opzegging bij Bestellingen.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar Bestellingen' })).toHaveAttribute(
      'href',
      routePaths.orders.href(),
    );
  },
};

/** The TV cease got no confirmation: said honestly, with what to do; never "ontvangen". */
export const Unconfirmed: Story = {
  args: { receipt: { product: 'TV Start', endDate: '2026-12-23', unconfirmed: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('We weten niet zeker of je opzegging is aangekomen')).toBeVisible();
    await expect(
      page.getByText(/Probeer het dan opnieuw of bel de klantenservice\./),
    ).toBeVisible();
    await expect(page.queryByText('Je opzegging is ontvangen')).toBeNull();
  },
};

/** A reload has no router state: the general receipt still points to Bestellingen. */
export const AfterReload: Story = {
  args: { receipt: null },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Je vindt je opzegging bij Bestellingen.')).toBeVisible();
    await expect(page.queryByText(/stopt op/)).toBeNull();
  },
};
