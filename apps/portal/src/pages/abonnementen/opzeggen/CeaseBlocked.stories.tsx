import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cancelOption, routePaths } from '@vonk/domain';
import type { CancelOption } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { sandboxProps, sectionDecorator } from '../../../testing/sectionStory.tsx';
import { CeaseBlocked } from './CeaseBlocked.tsx';
import { euro } from '../../../testing/euro.ts';
import { FLOW_TODAY } from '../../../testing/flowStory.ts';
import { changeFactsFrom } from '../../../testing/changeFacts.ts';

// Spec §8 cease modal as the cancel flow's own step (ADR 049), each reason and their mix: the
// reasons come from the persona's contract and orders in the sandbox, by the flow's own model
// (ADR 120), for the product the story names.
const blocksOf = (option: CancelOption | null) =>
  option?.kind === 'blocked'
    ? option.blocks
    : option?.kind === 'ending'
      ? [{ reason: 'ceaseRunning' as const, ...option }]
      : [];
const meta = {
  title: 'Portal/Secties/Abonnementen/Opzeggen geblokkeerd',
  component: CeaseBlocked,
  decorators: [sectionDecorator],
  loaders: [
    (context) =>
      sandboxProps(async (get) => {
        const facts = await changeFactsFrom(get, FLOW_TODAY);
        const product = context.parameters.product as string;
        return { blocks: blocksOf(cancelOption(facts, product)), openOrders: facts.openOrders };
      })(context),
  ],
  // Jan's TV: the product the e2e walks from the overview.
  parameters: { sandbox: { persona: 'jan' }, product: 'TV-1001' },
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
    // Issue #28 (ADR 130): the open order may still be withdrawn, so the block says so.
    await expect(
      page.getByText(
        'Je kunt bestelling ORD-1012 nog herroepen. Dan vervalt de bestelling en kun je daarna opzeggen.',
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Overeenkomst hier herroepen (bestelling ORD-1012)' }),
    ).toHaveAttribute('href', routePaths.orderWithdrawal.href({ orderId: 'ORD-1012' }));
  },
};

/** Only a contract: no orders link; a contract without an end date or fee says so plainly. */
export const ContractWithoutDate: Story = {
  parameters: {
    product: 'TV-6001',
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

/** Only an open order (wachtend): the extender on its way blocks even undoing it (ADR 120). */
export const OpenOrderOnly: Story = {
  parameters: { sandbox: { persona: 'wachtend' }, product: 'WFX-7001' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      page.getByText('Je hebt een lopende bestelling. Daarom kan je nog niet opzeggen.'),
    ).toBeVisible();
    await expect(page.queryByText(/Je contract loopt/)).toBeNull();
  },
};

/** Issue #26 (opzegging-loopt): TV Start's own cancellation runs; said with its Dutch date. */
export const AlreadyCancelled: Story = {
  parameters: { sandbox: { persona: 'opzegging-loopt' }, product: 'TV-1401' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      page.getByText('TV Start is al opgezegd. Het stopt op 31 december 2026.'),
    ).toBeVisible();
    await expect(page.queryByText(/lopende bestelling/)).toBeNull();
  },
};
