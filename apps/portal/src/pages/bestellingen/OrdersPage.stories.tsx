import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { personas } from '@vonk/sandbox/personas';
import { routePaths } from '@vonk/domain';
import { OrdersPage } from './OrdersPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';
import { asAgentStory, mobileStory, pageStateStories } from '../../testing/pageStates.ts';

const portal = (value: PortalStoryParameters) => ({ portal: value });
const path = routePaths.orders.href();
// Jan's open order (a Wifi-versterker on its way) and his oldest, on page 2.
const janOpen = personas.jan.orders.find((order) => order.status === 'Open')!;
const ilseCease = personas['opzegging-loopt'].orders.find((order) => order.status !== 'Completed')!;

const meta = {
  title: 'Portal/Pagina’s/Bestellingen',
  component: OrdersPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...portal({ path, persona: 'jan' }) },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Bestellingen' }),
    ).toBeVisible();
    const open = within(await page.findByRole('region', { name: 'Lopende bestellingen' }));
    const card = within(open.getByRole('region', { name: 'Product erbij' }));
    // Its steps: OrderTracker's stories.
    await expect(
      card.getByRole('list', { name: `Voortgang van bestelling ${janOpen.id}` }),
    ).toBeVisible();
    // The card's details: OpenOrder's stories; the completed table's rows: CompletedOrders'.
    await expect(page.getByRole('table', { name: /pagina 1 van 2$/ })).toBeVisible();
  },
};

export const DeepLinkToPage2: Story = {
  parameters: portal({ path: routePaths.orders.href({ pagina: '2' }), persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('table', { name: /pagina 2 van 2$/ })).toBeVisible();
  },
};

/** Sanne has nothing running and one completed order: no pages. */
export const NoOpenOrders: Story = {
  parameters: portal({ path, persona: 'sanne' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 3, name: 'Je hebt geen lopende bestellingen' }),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Afgeronde en geannuleerde bestellingen' }),
    ).toBeVisible();
    await expect(page.queryByRole('navigation', { name: /afgeronde bestellingen/ })).toBeNull();
  },
};

const states = pageStateStories({
  path,
  read: '/api/orders/open',
  heading: 'Bestellingen',
  loaded: (page) => page.findByRole('region', { name: 'Lopende bestellingen' }),
});
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
export const ServerErrorRecovered: Story = states.ServerErrorRecovered;
export const Maintenance: Story = states.Maintenance;

export const AsAgent: Story = asAgentStory(path, 'jan', (page) =>
  page.findByRole('region', { name: 'Lopende bestellingen' }),
);

export const Mobile: Story = mobileStory((page) =>
  page.findByRole('list', { name: `Voortgang van bestelling ${janOpen.id}` }),
);

type Page = ReturnType<typeof within>;

/** Opens jan's open order's "deliver elsewhere" form and types an address. */
const typeShippingAddress = async (page: Page, postcode: string, number: string) => {
  const card = within(await page.findByRole('region', { name: 'Product erbij' }));
  await userEvent.click(card.getByRole('checkbox', { name: 'Op een ander adres bezorgen' }));
  const form = within(await card.findByRole('form', { name: /Ander bezorgadres voor bestelling/ }));
  await userEvent.type(form.getByRole('textbox', { name: /^Postcode/ }), postcode);
  await userEvent.type(form.getByRole('textbox', { name: /^Huisnummer/ }), number);
  await userEvent.tab();
  return { card, form };
};

/** Jan has his order delivered elsewhere: the order shows the new address. */
export const ShippingAddressChanged: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const { card, form } = await typeShippingAddress(page, '3511lx', '14');
    await expect(await form.findByText('Kerkstraat')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Bezorgadres wijzigen' }));
    await expect(await card.findByText('Je bezorgadres is gewijzigd')).toBeVisible();
    await expect(await card.findByText('Kerkstraat 14, 3511 LX Utrecht')).toBeVisible();
    await expect(card.queryByRole('form')).toBeNull();
  },
};

/**
 * Back after a 503 mid-change (ADR 016): the address form, which loads when the box is first
 * ticked (issue #34), opens at once for its draft and says so; ticking the box shows what was
 * typed.
 */
export const ShippingDraftRestored: Story = {
  parameters: portal({
    path,
    persona: 'jan',
    drafts: {
      [`bestellingen/${janOpen.id}/bezorgadres`]: {
        postalCode: '3511 LX',
        houseNumber: '14',
        houseNumberAddition: '',
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const card = within(await page.findByRole('region', { name: 'Product erbij' }));
    await expect(await card.findByText('We hebben bewaard wat je had ingevuld')).toBeVisible();
    await userEvent.click(card.getByRole('checkbox', { name: 'Op een ander adres bezorgen' }));
    const form = within(
      await card.findByRole('form', { name: /Ander bezorgadres voor bestelling/ }),
    );
    await expect(form.getByRole('textbox', { name: /^Postcode/ })).toHaveValue('3511 LX');
    await expect(form.getByRole('textbox', { name: /^Huisnummer/ })).toHaveValue('14');
  },
};

/** Bram: a late delivery (notice flag on), a move and a network migration, each on the tracker. */
export const LateDeliveryMoveAndMigration: Story = {
  parameters: portal({ path, persona: 'bezorging', today: '2026-11-23' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const late = within(await page.findByRole('region', { name: 'Product erbij' }));
    await expect(late.getByText('Je bestelling is later dan verwacht')).toBeVisible();
    await expect(
      late.getByRole('link', { name: /Volg het pakket van bestelling ORD-1201/ }),
    ).toHaveAttribute('href', 'https://www.vonk.example/track-trace/ORD-1201');
    await expect(
      late.getByText(/We verwachtten je bestelling op 17 november 2026\./),
    ).toBeVisible();
    await expect(late.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Verzonden, huidige stap14 november 2026',
    );
    const move = within(page.getByRole('region', { name: 'Verhuizing' }));
    await expect(move.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      /^Bevestigd, huidige stap/,
    );
    await expect(move.getByText('Grote Markt 2 bis, 9711 LV Groningen')).toBeVisible();
    await expect(move.queryByRole('checkbox')).toBeNull();
    const migration = within(
      page.getByRole('region', { name: 'Overstap naar het nieuwe netwerk' }),
    );
    // Ordered three days before the sandbox clock (issue #28), installed on its wish date.
    const steps = migration.getAllByRole('listitem').map((step) => step.textContent ?? '');
    await expect(steps).toHaveLength(4);
    await expect(steps[0]).toMatch(/^Besteld, huidige stap\d{1,2} \p{L}+ \d{4}$/u);
    await expect(steps[1]).toBe('Bevestigd, nog niet');
    await expect(steps[2]).toMatch(/^Ingepland, nog nietverwacht \d{1,2} \p{L}+ \d{4}$/u);
    await expect(steps[3]).toMatch(/^Geïnstalleerd, nog nietverwacht \d{1,2} \p{L}+ \d{4}$/u);
  },
};

/** Spec §8 maintenance notice, 22/01 to 26/01: deliveries or returns may be late. */
export const MaintenanceNotice: Story = {
  parameters: portal({ path, persona: 'jan', today: '2027-01-22' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Onderhoud van 22 tot en met 26 januari')).toBeVisible();
    await expect(
      page.getByText(
        'Door onderhoud kunnen bezorgingen en retouren later zijn dan je gewend bent.',
      ),
    ).toBeVisible();
  },
};

/**
 * Ilse's only open order is the cease of her TV: listed as "Opzegging" on the same tracker. Its
 * steps, ending in "Beëindigd": OrderTracker's Cease story (ADR 088).
 */
export const CeaseOrder: Story = {
  parameters: portal({ path, persona: 'opzegging-loopt' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const open = within(await page.findByRole('region', { name: 'Lopende bestellingen' }));
    const card = within(open.getByRole('region', { name: 'Opzegging' }));
    await expect(
      card.getByRole('list', { name: `Voortgang van bestelling ${ilseCease.id}` }),
    ).toBeVisible();
  },
};
