import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { NetworkMigrationFlow } from './NetworkMigrationFlow.tsx';
import { euro } from '../../../testing/euro.ts';
import { flowMeta, flowPortal } from '../../../testing/flowStory.ts';
import { confirmToReceipt, refusedStory, serverErrorStory } from '../../../testing/flowPlays.ts';

const migration = routePaths.subscriptionsNetworkMigration.href();

const meta = {
  title: 'Portal/Pagina’s/Abonnementen/Netwerkmigratie',
  component: NetworkMigrationFlow,
  ...flowMeta({ path: migration, persona: 'piet' }),
} satisfies Meta<typeof NetworkMigrationFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
async function chooseInternetExtra(page: Canvas) {
  await userEvent.click(await page.findByRole('radio', { name: 'Internet Extra' }));
  await userEvent.click(page.getByRole('button', { name: 'Verder' }));
}

/** The offer (piet): the products of the new network, his own marked, four wish dates. */
export const Offer: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Overstappen naar het nieuwe netwerk' }),
    ).toBeVisible();
    await expect(
      page.getByRole('radio', { name: 'Internet Start (wat je nu hebt)' }),
    ).toBeChecked();
    const dates = within(page.getByRole('radiogroup', { name: /Overstapdatum/ }));
    await expect(dates.getAllByRole('radio')).toHaveLength(4);
  },
};

/** The priced offer in the shared summary: Internet Extra instead of Start, € 10 more. */
export const PricedOffer: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await chooseInternetExtra(page);
    await expect(await page.findByText('Stap 2 van 3')).toBeVisible();
    await expect(page.getByText(`${euro(72.5)} (${euro(10)} meer)`)).toBeVisible();
    await expect(
      page.getByText('Op de overstapdatum gaat je internet over naar het nieuwe netwerk.'),
    ).toBeVisible();
  },
};

/** Confirm: pre-order and order; the receipt and the order's Success event. */
export const Migrated: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await chooseInternetExtra(page);
    await confirmToReceipt(page, {
      eventCategory: 'SS - Netwerkmigratie',
      eventLabel: 'Netwerkmigratie bestellen',
    });
  },
};

/** A refused pre-order: its message, nothing ordered. */
export const Refused: Story = refusedStory(
  {
    path: migration,
    persona: 'piet',
    write: '/api/networkmigration/preorder',
    withoutOrderId: true,
    before: chooseInternetExtra,
  },
  'Kies een datum vanaf later.',
);

/** The order fails after the pre-order: said so, the summary and the choice stay. */
export const ServerError: Story = serverErrorStory({
  path: migration,
  persona: 'piet',
  write: '/api/networkmigration',
  before: chooseInternetExtra,
});

/** Not offered (jan): said so. */
export const NotEligible: Story = {
  parameters: flowPortal({ path: migration, persona: 'jan' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Overstappen naar het nieuwe netwerk is voor jou niet nodig.',
      ),
    ).toBeVisible();
  },
};
