import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { personas } from '@vonk/sandbox/personas';
import { NEVER_MS } from '@vonk/sandbox/msw';
import { routePaths } from '@vonk/domain';
import { OutagesPage } from './OutagesPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';
import { storyTracking } from '../../testing/storyTracking.ts';
import { asAgentStory, mobileStory } from '../../testing/pageStates.ts';

const portal = (value: PortalStoryParameters) => ({ portal: value });
const path = routePaths.outages.href();
const outage = personas.storing.outages[0]!;

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
    const card = within(page.getByRole('region', { name: outage.title }));
    await expect(card.getByText('We werken eraan')).toBeVisible();
    await expect(card.getByText('Internet, Bellen')).toBeVisible();
    // Since: in the details and as the first update's time.
    await expect(card.getAllByText('22 november 2026, 07:40')).toHaveLength(2);
    await expect(card.getByText('22 november 2026, 18:00')).toBeVisible();
    const timeline = within(card.getByRole('list', { name: /^Updates over .*, nieuwste eerst$/ }));
    await expect(timeline.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '22 november 2026, 13:15: De kabel wordt vervangen. We verwachten dat alles vanavond weer werkt.',
      '22 november 2026, 09:30: Oorzaak gevonden: een beschadigde kabel bij werkzaamheden. Monteurs zijn onderweg.',
      '22 november 2026, 07:40: Storing gemeld. We zoeken uit wat er aan de hand is.',
    ]);
    await expect(page.getByRole('button', { name: 'Monteur op afstand aanvragen' })).toBeVisible();
  },
};

/** One tracked request; then its state takes the button's place. */
export const RemoteMechanicRequested: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const button = await page.findByRole('button', { name: 'Monteur op afstand aanvragen' });
    await userEvent.click(button);
    const remote = within(page.getByRole('region', { name: 'Monteur op afstand' }));
    await expect(await remote.findByText('Aangevraagd')).toBeVisible();
    await expect(
      remote.getByText(/^Je hebt op \d+ [a-z]+ 20\d\d om \d\d:\d\d een monteur/),
    ).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Monteur op afstand aanvragen' })).toBeNull();
    await expect(storyTracking.hits).toContainEqual(
      expect.objectContaining({
        event: 'trackEvent',
        eventCategory: 'SS - Monteur op afstand',
        eventAction: 'Success',
        eventLabel: 'Monteur op afstand aanvragen',
      }),
    );
  },
};

export const RemoteMechanicFails: Story = {
  parameters: portal({
    path,
    persona: 'storing',
    faults: [{ path: '/api/remotemechanic', method: 'POST', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: 'Monteur op afstand aanvragen' }),
    );
    await expect(await page.findByText('Je aanvraag is niet verstuurd')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Monteur op afstand aanvragen' })).toBeVisible();
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

export const Loading: Story = {
  parameters: portal({
    path,
    persona: 'storing',
    faults: [{ path: '/api/outages/incidents', delayMs: NEVER_MS }],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Mijn Vonk wordt geladen')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: portal({
    path,
    persona: 'storing',
    faults: [{ path: '/api/outages/incidents', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 2,
        name: 'Oeps! Er is iets fout gegaan.',
      }),
    ).toBeVisible();
  },
};

export const AsAgent: Story = asAgentStory(path, 'storing', (page) =>
  page.findByRole('region', { name: outage.title }),
);

/** At 320 px the card and the remote mechanic's button are there. */
export const Mobile: Story = mobileStory(async (page) => {
  await expect(await page.findByRole('region', { name: outage.title })).toBeVisible();
  return page.getByRole('button', { name: 'Monteur op afstand aanvragen' });
});
