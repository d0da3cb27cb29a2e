import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { InvoiceDetailPage } from './InvoiceDetailPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';
import { mobileStory, pageStateStories } from '../../testing/pageStates.ts';

// One invoice (issue #29): its lines and why it differs from the previous one, per persona with
// the sandbox's own lines (ADR 134).
const portal = (value: PortalStoryParameters) => ({ portal: value });
const detail = (invoiceId: string) => routePaths.invoiceDetail.href({ invoiceId });

const meta = {
  title: 'Portal/Pagina’s/Rekening (detail)',
  component: InvoiceDetailPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: {
    layout: 'fullscreen',
    ...portal({ path: detail('inv-2026100001'), persona: 'jan' }),
  },
} satisfies Meta<typeof InvoiceDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const changes = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole('list', {
      name: 'Wat er anders is dan op de vorige rekening',
    }),
  );

/** Jan, October: € 115,50 became € 130,45, and each reason leads to its cause. */
export const Jan: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Rekening' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rekening 2026100001' })).toBeVisible();
    await expect(
      page.getByText('Deze rekening is € 14,95 hoger dan de vorige (€ 115,50, 8 september 2026).'),
    ).toBeVisible();
    const list = await changes(canvasElement);
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent(
      'Vonk Sport Totaal weer een hele maand: € 14,95 (op de vorige rekening 16 dagen: € 7,97) (€ 6,98 meer)',
    );
    await expect(list.getByRole('link', { name: 'Bekijk bestelling ORD-1010' })).toHaveAttribute(
      'href',
      routePaths.orderDetail.href({ orderId: 'ORD-1010' }),
    );
    await expect(items[3]).toHaveTextContent('(€ 25,00 meer)');
    await expect(list.getByRole('link', { name: 'Bekijk tegoed CR-1001' })).toHaveAttribute(
      'href',
      routePaths.invoices.href({ tegoed: 'CR-1001' }),
    );
    await expect(
      list.getByRole('link', { name: 'Bekijk je belkosten van augustus 2026' }),
    ).toHaveAttribute('href', routePaths.usageCalls.href({ maand: '2026-08' }));
    await expect(
      page.getByRole('table', { name: /^Maandelijkse kosten: €\s130,45$/ }),
    ).toBeVisible();
    await expect(page.getByText('Totaal: € 130,45')).toBeVisible();
    // The PDF stays.
    await expect(page.getByRole('button', { name: 'Download als PDF' })).toBeVisible();
  },
};

/** Jan, September: a proration in words ("16 dagen Vonk Sport Totaal: € 7,97") and a credit. */
export const JanProration: Story = {
  parameters: portal({ path: detail('inv-2026090001'), persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const list = await changes(canvasElement);
    await expect(
      list.getByText(/^16 dagen Vonk Sport Totaal: € 7,97, in plaats van een hele maand/),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Deze rekening is even hoog als de vorige (€ 115,50, 8 augustus 2026), maar de regels zijn anders.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: /^Tegoeden: €\s-25,00$/ })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: '16 dagen Vonk Sport Totaal' })).toBeVisible();
  },
};

/** Piet, September: a one-off cost from his order, € 39,90 more than August. */
export const Piet: Story = {
  parameters: portal({ path: detail('inv-2026090004'), persona: 'piet' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText(
        'Deze rekening is € 39,90 hoger dan de vorige (€ 62,50, 8 augustus 2026).',
      ),
    ).toBeVisible();
    const [item] = (await changes(canvasElement)).getAllByRole('listitem');
    await expect(item).toHaveTextContent(
      'Eenmalige kosten Vervangende Mediabox Next Mini: € 39,90 (€ 39,90 meer)',
    );
    await expect(
      within(item!).getByRole('link', { name: 'Bekijk bestelling ORD-4003' }),
    ).toBeVisible();
    await expect(page.getByText('Te laat')).toBeVisible();
  },
};

/** Regeling, October: the one-off cost of September is gone; the invoice is in the arrangement. */
export const Regeling: Story = {
  parameters: portal({ path: detail('inv-2026100004'), persona: 'regeling' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText(
        'Deze rekening is € 39,90 lager dan de vorige (€ 102,40, 8 september 2026).',
      ),
    ).toBeVisible();
    const [item] = (await changes(canvasElement)).getAllByRole('listitem');
    await expect(item).toHaveTextContent(
      'De eenmalige kosten Vervangende Mediabox Next Mini stonden alleen op de vorige rekening (€ 39,90) (€ 39,90 minder)',
    );
    await expect(page.getByText('In betalingsregeling')).toBeVisible();
  },
};

/** Jan's first invoice in the list: nothing to compare with, the lines still there. */
export const FirstInvoice: Story = {
  parameters: portal({ path: detail('inv-2026080001'), persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText(
        'Dit is je eerste rekening: er is geen vorige rekening om mee te vergelijken.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: /^Kortingen: €\s-14,95$/ })).toBeVisible();
    await expect(page.getByText('Totaal: € 115,50')).toBeVisible();
  },
};

const states = pageStateStories({
  path: detail('inv-2026100001'),
  read: '/api/invoices/inv-2026100001/lines',
});
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;

/** An invoice id the API does not know (an old or mistyped link): said on the page. */
export const NotFound: Story = {
  parameters: portal({ path: detail('inv-0000000000'), persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Deze rekening kennen we niet' }),
    ).toBeVisible();
    await expect(page.getByText(/We vinden geen rekening met nummer inv-0000000000/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar je rekeningen' })).toHaveAttribute(
      'href',
      routePaths.invoices.href(),
    );
  },
};

/** A crafted link (`/rekeningen/%2e%2e`) names no invoice: said so, and the API is not asked. */
export const CraftedLink: Story = {
  parameters: portal({ path: `${routePaths.invoices.href()}/%2e%2e`, persona: 'jan' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Deze rekening kennen we niet' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = mobileStory((page) =>
  page.findByRole('heading', { name: 'Waarom is deze rekening anders?' }),
);

/** An open invoice (issue #29, ADR 136): paid from its own page with iDEAL; a paid one is not. */
export const OpenInvoice: Story = {
  parameters: portal({ path: detail('inv-2026110001'), persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Rekening 2026110001' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Betalen met iDEAL/ })).toBeEnabled();
  },
};
