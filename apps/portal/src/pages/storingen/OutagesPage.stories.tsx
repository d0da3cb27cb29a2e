import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { personas } from '@vonk/sandbox/personas';
import { NEVER_MS } from '@vonk/sandbox/msw';
import { routePaths } from '@vonk/domain';
import { OutagesPage } from './OutagesPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';
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
    // The card's details and updates: OutageCard's stories.
    await expect(page.getByRole('region', { name: outage.title })).toBeVisible();
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
