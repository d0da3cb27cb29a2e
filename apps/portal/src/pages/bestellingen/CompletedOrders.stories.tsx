import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ORDERS_PAGE_PARAM, completedOrdersPage, routePaths } from '@vonk/domain';
import { useSearchParams } from 'react-router-dom';
import { CompletedOrders } from './CompletedOrders.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';

// The completed orders, alone (ADR 088): the persona's orders from the sandbox in pages of 10,
// the page taken from `?pagina=` as /bestellingen does.
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'jan', path: routePaths.orders.href(), ...value },
});

function AtThisPage() {
  const [search] = useSearchParams();
  return <CompletedOrders page={completedOrdersPage(search.get(ORDERS_PAGE_PARAM))} />;
}

const meta = {
  title: 'Portal/Secties/Bestellingen/Afgeronde bestellingen',
  component: CompletedOrders,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  render: () => <AtThisPage />,
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Jan: ten of eleven on page 1; the lone Overal Veilig Online add reads as a change (§3). */
export const FirstOfTwoPages: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    const done = within(await section.findByRole('table', { name: /pagina 1 van 2$/ }));
    await expect(done.getAllByRole('row')).toHaveLength(11);
    await expect(done.getByRole('link', { name: /^Product gewijzigd \(Overal/ })).toHaveAttribute(
      'href',
      routePaths.orderDetail.href({ orderId: 'ORD-1011' }),
    );
    await expect(
      done.getByRole('link', { name: /^Product gewijzigd \(upgrade\) \(/ }),
    ).toBeVisible();
    // Every order's link has its own name: type, products, number and date (issue 30).
    const names = done.getAllByRole('link').map((link) => link.textContent);
    await expect(new Set(names).size).toBe(names.length);
    await expect(
      done.getByRole('link', { name: /^Product erbij \(Film1, bestelling ORD-1008 van / }),
    ).toBeVisible();
    await expect(done.getByText('Geannuleerd')).toBeVisible();
  },
};

/** To page 2: the first order, and the page link marked current. */
export const SecondPage: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    const pages = await section.findByRole('navigation', {
      name: "Pagina's met afgeronde bestellingen",
    });
    await userEvent.click(within(pages).getByRole('link', { name: 'Pagina 2' }));
    const done = within(await section.findByRole('table', { name: /pagina 2 van 2$/ }));
    await expect(done.getAllByRole('row')).toHaveLength(2);
    await expect(done.getByRole('link', { name: /^Nieuw abonnement \(/ })).toBeVisible();
    await expect(
      done.getByText('Internet Start, TV Compleet, Vast bellen Onbeperkt, Mediabox Next'),
    ).toBeVisible();
    // The section renders afresh for page 2: ask for its pagination again.
    const pagesNow = section.getByRole('navigation', {
      name: "Pagina's met afgeronde bestellingen",
    });
    await expect(within(pagesNow).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Sanne has one completed order: one table, no pages. */
export const OnePage: Story = {
  parameters: sandbox({ persona: 'sanne' }),
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(
      await section.findByRole('table', { name: 'Afgeronde en geannuleerde bestellingen' }),
    ).toBeVisible();
    await expect(section.queryByRole('navigation')).toBeNull();
  },
};

/**
 * An old link past the last page (`?pagina=99`): the last page, marked current, in place of an
 * empty list that said there were no completed orders (ADR 119).
 */
export const PastTheLastPage: Story = {
  parameters: sandbox({ path: routePaths.orders.href({ pagina: '99' }) }),
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    const done = within(await section.findByRole('table', { name: /pagina 2 van 2$/ }));
    await expect(done.getByRole('link', { name: /^Nieuw abonnement \(/ })).toBeVisible();
    await expect(section.queryByText('Je hebt nog geen afgeronde bestellingen.')).toBeNull();
    const pages = section.getByRole('navigation', { name: "Pagina's met afgeronde bestellingen" });
    await expect(within(pages).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
