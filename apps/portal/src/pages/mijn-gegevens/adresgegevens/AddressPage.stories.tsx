import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { AddressPage } from './AddressPage.tsx';
import { portalDecorator, sandboxLoader } from '../../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../../testing/storyHarness.tsx';
import { mobileStory, pageStateStories } from '../../../testing/pageStates.ts';
import { typeMoveDate } from '../../../testing/moveStory.ts';

const path = routePaths.address.href();
// The move date is checked against today: a fixed day keeps the stories true next year.
const TODAY = '2026-11-23';
const portal = (value: Partial<PortalStoryParameters>) => ({
  portal: { path, today: TODAY, ...value },
});
const WRITE = { timeout: 5000 };

const meta = {
  title: 'Portal/Pagina’s/Adres en verhuizen',
  component: AddressPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...portal({ persona: 'jan' }) },
} satisfies Meta<typeof AddressPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Page = ReturnType<typeof within>;

const opened = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: 'Adres' })).toBeVisible();
  return page;
};
const moveForm = async (page: Page) =>
  within(await page.findByRole('form', { name: 'Verhuizing doorgeven' }));

const typeAddress = async (form: Page, postcode: string, number: string, addition = '') => {
  const postcodeField = form.getByRole('textbox', { name: /^Postcode/ });
  await userEvent.clear(postcodeField);
  await userEvent.type(postcodeField, postcode);
  const numberField = form.getByRole('textbox', { name: /^Huisnummer/ });
  await userEvent.clear(numberField);
  await userEvent.type(numberField, number);
  const additionField = form.getByRole('textbox', { name: /^Toevoeging/ });
  await userEvent.clear(additionField);
  if (addition) await userEvent.type(additionField, addition);
  await userEvent.tab();
};
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement);
    await expect(page.getByText('Kerkstraat 12, 3511 LX Utrecht')).toBeVisible();
    const form = await moveForm(page);
    const services = within(form.getByRole('list', { name: 'Wat gebeurt er met je diensten?' }));
    await expect(services.getByText('Internet Giga')).toBeVisible();
    // The crumb trail goes through Mijn gegevens to Adres.
    const crumbs = within(page.getByRole('navigation', { name: 'Kruimelpad' }));
    await expect(crumbs.getByRole('link', { name: 'Mijn gegevens' })).toHaveAttribute(
      'href',
      routePaths.myData.href(),
    );
  },
};

/** A known address and a date: check, confirm, and the move order is there. */
export const PlanMove: Story = {
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement);
    const form = await moveForm(page);
    await typeAddress(form, '1015 KK', '88', '1');
    await expect(await form.findByText('Lindengracht', undefined, WRITE)).toBeVisible();
    await expect(form.getByText('Amsterdam')).toBeVisible();
    await typeMoveDate(form, ['15', '12', '2026']);
    await userEvent.click(form.getByRole('button', { name: 'Verder' }));
    await expect(await page.findByRole('heading', { name: 'Klopt alles?' })).toHaveFocus();
    await expect(page.getByText('Lindengracht 88 1, 1015 KK Amsterdam')).toBeVisible();
    await expect(page.getByText('15 december 2026')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Verhuizing bevestigen' }));
    await expect(
      await page.findByText('Je verhuizing is doorgegeven', undefined, WRITE),
    ).toBeVisible();
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Je verhuizing' }, WRITE),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Bekijk je verhuisorder bij Bestellingen' }),
    ).toBeVisible();
  },
};

/** kees: a move is planned already; the page shows it and its order. */
export const PlannedMove: Story = {
  parameters: portal({ persona: 'kees' }),
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement);
    await expect(await page.findByText('Lindengracht 88 1, 1015 KK Amsterdam')).toBeVisible();
    await expect(page.getByText('ORD-6003')).toBeVisible();
    await expect(page.queryByRole('form', { name: 'Verhuizing doorgeven' })).toBeNull();
  },
};

const states = pageStateStories({
  path,
  read: '/api/move/address',
  loaded: (page) => page.findByRole('form', { name: 'Verhuizing doorgeven' }),
});
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
export const ServerErrorRecovered: Story = states.ServerErrorRecovered;

export const Mobile: Story = mobileStory(async (_page, canvasElement) =>
  (await moveForm(await opened(canvasElement))).getByRole('button', { name: 'Verder' }),
);
