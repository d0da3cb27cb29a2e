import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ceaseBlocks, reads, routePaths } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { sandboxProps, sectionDecorator } from '../../../testing/sectionStory.tsx';
import { CeaseBlocked } from './CeaseBlocked.tsx';
import { euro } from '../../../testing/euro.ts';
import { FLOW_TODAY } from '../../../testing/flowStory.ts';

// Spec §8 cease modal as the cancel flow's own step (ADR 049), each reason and their mix: the
// reasons come from the persona's contract and orders in the sandbox, by the flow's own rule.
const meta = {
  title: 'Portal/Secties/Abonnementen/Opzeggen geblokkeerd',
  component: CeaseBlocked,
  decorators: [sectionDecorator],
  loaders: [
    sandboxProps(async (get) => ({
      blocks: ceaseBlocks(
        await get(reads.contractInfo, undefined),
        await get(reads.anyOpenOrder, undefined),
        FLOW_TODAY,
      ),
    })),
  ],
  parameters: { sandbox: { persona: 'jan' } },
  render: (_args, { loaded }) => <CeaseBlocked {...loaded.props} />,
} satisfies Meta<typeof CeaseBlocked>;

export default meta;
type Story = StoryObj<typeof CeaseBlocked>;

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
  parameters: {
    sandbox: {
      persona: 'opzegger',
      faults: [
        {
          path: '/api/account/contractinfo',
          method: 'GET',
          status: 200,
          body: {
            ...personas.opzegger.details.contract,
            hasRunningContract: true,
            endDate: null,
            earlyTerminationFee: null,
          },
        },
      ],
    },
  },
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
  parameters: { sandbox: { persona: 'wachtend' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      page.getByText('Je hebt een lopende bestelling. Daarom kan je nog niet opzeggen.'),
    ).toBeVisible();
    await expect(page.queryByText(/Je contract loopt/)).toBeNull();
  },
};
