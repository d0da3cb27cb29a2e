import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { personas } from '@vonk/sandbox/personas';
import { routePaths } from '@vonk/domain';
import { OutagesPage } from './OutagesPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';
import { asAgentStory, mobileStory, pageStateStories } from '../../testing/pageStates.ts';

const portal = (value: PortalStoryParameters) => ({ portal: value });
const path = routePaths.outages.href();
const outage = personas.storing.outages[0]!;
const past = personas.storing.outages[1]!;

const meta = {
  title: 'Portal/Pagina’s/Actuele storingen',
  component: OutagesPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...portal({ path, persona: 'storing' }) },
} satisfies Meta<typeof OutagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Actuele storingen' }),
    ).toBeVisible();
    // The card's details and updates: OutageCard's stories.
    const current = within(page.getByRole('region', { name: outage.title }));
    await expect(current.getByText('gisteren 18:00 — we zijn er nog mee bezig')).toBeVisible();
    await expect(current.getByRole('region', { name: 'Vergoeding' })).toBeVisible();
    // Issue #29: the outage resolved eleven days ago stays, with its compensation.
    const resolved = within(page.getByRole('region', { name: 'Opgeloste storingen' }));
    await expect(resolved.getByRole('heading', { level: 3, name: past.title })).toBeVisible();
    await expect(
      within(resolved.getByRole('region', { name: past.title })).getByRole('region', {
        name: 'Vergoeding',
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Monteur op afstand aanvragen' })).toBeVisible();
  },
};

/** From a credit's detail (`?storing={id}`, issue #29): that outage takes focus. */
export const LinkedFromCredit: Story = {
  parameters: portal({
    path: routePaths.outages.href({ storing: past.id }),
    persona: 'storing',
  }),
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: past.title });
    await waitFor(() => expect(card).toHaveFocus());
  },
};

/** The credits do not answer: the outages still show, and say the compensation is missing. */
export const CompensationUnavailable: Story = {
  parameters: portal({
    path,
    persona: 'storing',
    faults: [{ path: '/api/credits', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('region', { name: outage.title })).toBeVisible();
    await expect(
      await page.findByText(
        'Welke vergoeding je voor een storing krijgt, konden we nu niet laden. Probeer het later nog eens.',
      ),
    ).toBeVisible();
    await expect(page.queryByRole('region', { name: 'Vergoeding' })).toBeNull();
  },
};

/** Jan has no outage at his address. */
export const NoOutages: Story = {
  parameters: portal({ path, persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Er zijn geen storingen op je adres' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Monteur op afstand aanvragen' })).toBeVisible();
  },
};

const states = pageStateStories({ path, persona: 'storing', read: '/api/outages/incidents' });
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;

export const AsAgent: Story = asAgentStory(path, 'storing', (page) =>
  page.findByRole('region', { name: outage.title }),
);

/** At 320 px the card and the remote mechanic's button are there. */
export const Mobile: Story = mobileStory(async (page) => {
  await expect(await page.findByRole('region', { name: outage.title })).toBeVisible();
  return page.getByRole('button', { name: 'Monteur op afstand aanvragen' });
});
