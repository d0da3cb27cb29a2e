import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { sectionDecorator } from '../sectionStory.tsx';
import { CeaseBlocked } from './CeaseBlocked.tsx';
import { euro } from '../../../testing/euro.ts';

const contract = { reason: 'contract', endDate: '2027-03-15', earlyTerminationFee: 90 } as const;
const openOrder = { reason: 'openOrder' } as const;

// Spec §8 cease modal as the cancel flow's own step (ADR 049), each reason and their mix.
const meta = {
  title: 'Portal/Secties/Abonnementen/Opzeggen geblokkeerd',
  component: CeaseBlocked,
  decorators: [sectionDecorator],
  args: { blocks: [contract, openOrder] },
} satisfies Meta<typeof CeaseBlocked>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both reasons (jan): the title once, the date and fee, the open order and its link. */
export const ContractAndOrder: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Je kan nu niet online opzeggen.')).toBeVisible();
    await expect(
      page.getByText('Je contract loopt tot 15 maart 2027. Daarvoor kan je niet online opzeggen.'),
    ).toBeVisible();
    await expect(
      page.getByText(
        `Eerder stoppen kan wel, voor ${euro(90)}. Bel daarvoor met de klantenservice.`,
      ),
    ).toBeVisible();
    await expect(
      page.getByText('Je hebt een lopende bestelling. Daarom kan je nog niet opzeggen.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bekijk je bestellingen' })).toHaveAttribute(
      'href',
      routePaths.orders.href(),
    );
  },
};

/** Only a contract: no orders link; a contract without an end date or fee says so plainly. */
export const ContractWithoutDate: Story = {
  args: { blocks: [{ reason: 'contract', endDate: null, earlyTerminationFee: null }] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      page.getByText('Je contract loopt nog. Daarom kan je niet online opzeggen.'),
    ).toBeVisible();
    await expect(page.queryByText(/Eerder stoppen/)).toBeNull();
    await expect(page.queryByRole('link', { name: 'Bekijk je bestellingen' })).toBeNull();
    await expect(page.getByRole('link', { name: 'Terug naar je abonnement' })).toBeVisible();
  },
};

/** Only an open order (wachtend). */
export const OpenOrderOnly: Story = {
  args: { blocks: [openOrder] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      page.getByText('Je hebt een lopende bestelling. Daarom kan je nog niet opzeggen.'),
    ).toBeVisible();
    await expect(page.queryByText(/Je contract loopt/)).toBeNull();
  },
};
