import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { personas } from '@vonk/sandbox/personas';
import { ORDERS_PATHS, routePaths, withdrawalLastDay } from '@vonk/domain';
import { WithdrawalPage } from './WithdrawalPage.tsx';
import { portalDecorator, sandboxLoader } from '../../../testing/storyHarness.tsx';
import { pageStateStories } from '../../../testing/pageStates.ts';
import { storyTracking } from '../../../testing/storyTracking.ts';
import type { PortalStoryParameters } from '../../../testing/storyHarness.tsx';

// Issue #28 (ADR 130): the withdrawal flow of bezorging's migration, ordered three days before
// the sandbox clock, in every state: step 1, the confirmation, the receipt, the last day, a
// withdrawn order, the server's refusal, loading and an error.
const portal = (value: PortalStoryParameters) => ({ portal: value });
const migration = personas.bezorging.orders.find((order) => order.id === 'ORD-1203')!;
const flow = (stap?: string) =>
  routePaths.orderWithdrawal.href({ orderId: migration.id, ...(stap && { stap }) });
const bram = personas.bezorging.account.personInformation;
const choice = {
  name: `${bram.firstName} ${bram.lastName}`,
  products: ['Internet Extra'],
  emailAddress: bram.primaryEmailAddress,
};
const withdrawal = {
  id: 'HRP-STORY1',
  receivedAt: `${migration.orderDate}T09:30:00.000Z`,
  ...choice,
  returnLabelReference: null,
  refundOnNextInvoice: true,
};

const meta = {
  title: 'Portal/Pagina’s/Bestelling herroepen',
  component: WithdrawalPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...portal({ path: flow(), persona: 'bezorging' }) },
} satisfies Meta<typeof WithdrawalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Within its period: step 1 asks only what identifies the contract, prefilled. */
export const WithinPeriod: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Welke overeenkomst wil je herroepen?' }),
    ).toBeVisible();
    await expect(page.getByText('Stap 1 van 2')).toBeVisible();
    await expect(
      page.getByText(/Je kunt deze bestelling nog tot en met .+ herroepen\./),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Je naam/ })).toHaveValue(choice.name);
    await expect(page.getByRole('checkbox', { name: 'Internet Extra' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: /^E-mailadres/ })).toHaveValue(
      choice.emailAddress,
    );
  },
};

/** Nothing ticked: the summary says what is missing, and nothing is sent. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('checkbox', { name: 'Internet Extra' }));
    await userEvent.click(page.getByRole('button', { name: 'Verder naar bevestigen' }));
    await expect(
      await page.findByRole('link', { name: 'Kies wat je wilt herroepen.' }),
    ).toBeVisible();
  },
};

/** The last day of the period: said as such. */
export const LastDay: Story = {
  parameters: portal({
    path: flow(),
    persona: 'bezorging',
    today: withdrawalLastDay(migration.orderDate),
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText(
        /Vandaag, .+, is de laatste dag dat je deze bestelling kunt herroepen\./,
        {
          exact: false,
        },
      ),
    ).toBeVisible();
  },
};

/** Step 2: the separate confirmation; confirming sends it and shows the receipt. */
export const ConfirmAndReceipt: Story = {
  parameters: portal({ path: flow('bevestigen'), persona: 'bezorging', state: choice }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Bevestig je herroeping' }),
    ).toBeVisible();
    await expect(page.getByText('Stap 2 van 2')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Herroeping hier bevestigen' }));
    await expect(
      await page.findByRole('heading', { name: 'Ontvangstbevestiging van je herroeping' }),
    ).toBeVisible();
    await expect(
      page.getByText('Wat je al betaalde, krijg je terug op je volgende rekening.'),
    ).toBeVisible();
    await expect(storyTracking.hits).toContainEqual(
      expect.objectContaining({ eventCategory: 'SS - Herroepen' }),
    );
  },
};

/** Withdrawn already: the receipt, built from the order's own withdrawal, on any step. */
export const Withdrawn: Story = {
  parameters: portal({
    path: flow(),
    persona: 'bezorging',
    faults: [
      {
        path: ORDERS_PATHS.order(migration.id),
        method: 'GET',
        status: 200,
        body: { ...migration, status: 'Cancelled', wishDate: null, withdrawal },
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Ontvangstbevestiging van je herroeping' }),
    ).toBeVisible();
    await expect(page.getByText('HRP-STORY1')).toBeVisible();
    await expect(page.getByText(/ om \d{2}:\d{2}$/)).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Ontvangstbevestiging downloaden' }),
    ).toBeVisible();
  },
};

/** The server refuses (the period ended meanwhile): its words above the button, nothing lost. */
export const RefusedByServer: Story = {
  parameters: portal({
    path: flow('bevestigen'),
    persona: 'bezorging',
    state: choice,
    faults: [
      {
        path: ORDERS_PATHS.withdrawal(migration.id),
        method: 'POST',
        status: 200,
        body: {
          success: false,
          message: `De bedenktijd van bestelling ${migration.id} is voorbij. Herroepen kan niet meer.`,
        },
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Herroeping hier bevestigen' }));
    await expect(
      await page.findByText(
        `De bedenktijd van bestelling ${migration.id} is voorbij. Herroepen kan niet meer.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Herroeping hier bevestigen' })).toBeVisible();
  },
};

/** The write fails (500): the failed-save message; the confirmation stays. */
export const SendError: Story = {
  parameters: portal({
    path: flow('bevestigen'),
    persona: 'bezorging',
    state: choice,
    faults: [{ path: ORDERS_PATHS.withdrawal(migration.id), method: 'POST', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Herroeping hier bevestigen' }));
    await expect(await page.findByText('Je herroeping is niet verstuurd')).toBeVisible();
  },
};

const states = pageStateStories({
  path: flow(),
  persona: 'bezorging',
  read: ORDERS_PATHS.order(migration.id),
});
export const Loading: Story = states.Loading;

/** An order outside its period, by an old link: why it cannot be withdrawn. */
export const OutsidePeriod: Story = {
  parameters: portal({
    path: routePaths.orderWithdrawal.href({ orderId: 'ORD-1200' }),
    persona: 'bezorging',
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Deze bestelling kun je niet herroepen')).toBeVisible();
    await expect(page.getByText('De bedenktijd liep tot en met 2 juni 2020.')).toBeVisible();
  },
};
