import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { HouseholdPage } from './HouseholdPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';
import { storyTracking } from '../../testing/storyTracking.ts';
import { asAgentStory, mobileStory, pageStateStories } from '../../testing/pageStates.ts';

const portal = (value: PortalStoryParameters) => ({ portal: value });

const meta = {
  title: 'Portal/Pagina’s/Klantvoordeel',
  component: HouseholdPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: {
    layout: 'fullscreen',
    ...portal({ path: routePaths.household.href(), persona: 'storing' }),
  },
} satisfies Meta<typeof HouseholdPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const h1 = async (canvasElement: HTMLElement, name: string) => {
  const page = within(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name })).toBeVisible();
  return page;
};

/** Storing has the benefit: what it is, and a way to stop. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const page = await h1(canvasElement, 'Klantvoordeel');
    await expect(await page.findByText('Je Klantvoordeel is actief')).toBeVisible();
    // Issue #29: what it is worth and which lines take part (BenefitWorth's stories in detail).
    await expect(page.getByText('Je krijgt € 10,00 korting per maand.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Afmelden voor Klantvoordeel' })).toHaveAttribute(
      'href',
      routePaths.householdUnsubscribe.href(),
    );
  },
};

/** Jan may join: the root sends him to aanmelden; one tracked POST, then pending. */
export const SignUp: Story = {
  parameters: portal({ path: routePaths.household.href(), persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = await h1(canvasElement, 'Aanmelden voor Klantvoordeel');
    await expect(page.getByText('Kerkstraat 12, 3511 LX Utrecht')).toBeVisible();
    await expect(page.getByText('Meld je aan en krijg € 5,00 korting per maand.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '06-12345678' })).toBeChecked();
    await userEvent.click(page.getByRole('button', { name: /^Aanmelden$/ }));
    await h1(canvasElement, 'Je aanmelding is in behandeling');
    await expect(await page.findByText('We verwerken je aanmelding')).toBeVisible();
    await expect(page.getByText('06-12345678')).toBeVisible();
    await expect(storyTracking.hits).toContainEqual(
      expect.objectContaining({
        eventCategory: 'SS - Aanmelden Klantvoordeel',
        eventAction: 'Success',
        eventLabel: 'Aanmelden Klantvoordeel',
      }),
    );
  },
};

/**
 * Jan unticks every number: the benefit is for mobile numbers, so nothing is sent and the group
 * says why (issue #26: "We controleren je mobiele nummers" beside "Geen mobiele nummers" before).
 * "Terug" leads to the overview, not to the root that sends him straight back here.
 */
export const SignUpWithoutNumbers: Story = {
  parameters: portal({ path: routePaths.householdSignUp.href(), persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = await h1(canvasElement, 'Aanmelden voor Klantvoordeel');
    await expect(page.getByRole('link', { name: 'Terug' })).toHaveAttribute(
      'href',
      routePaths.dashboard.href(),
    );
    for (const box of page.getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(page.getByRole('button', { name: /^Aanmelden$/ }));
    await expect(
      await page.findByText('Kies minstens één mobiel nummer dat meedoet.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Aanmelden voor Klantvoordeel',
    );
    await expect(storyTracking.hits).not.toContainEqual(
      expect.objectContaining({ eventCategory: 'SS - Aanmelden Klantvoordeel' }),
    );
  },
};

/** Olaf signed up yesterday: a revisit shows the pending registration. */
export const Pending: Story = {
  parameters: portal({ path: routePaths.household.href(), persona: 'overstap' }),
  play: async ({ canvasElement }) => {
    const page = await h1(canvasElement, 'Je aanmelding is in behandeling');
    await expect(page.getByText('22 november 2026')).toBeVisible();
    await expect(page.getByText('06-12312312')).toBeVisible();
  },
};

/** Bram has no address to join with: the reason, and a way on. */
export const NotPossible: Story = {
  parameters: portal({ path: routePaths.household.href(), persona: 'bezorging' }),
  play: async ({ canvasElement }) => {
    const page = await h1(canvasElement, 'Aanmelden is niet mogelijk');
    await expect(
      page.getByText('We kennen geen adres waarop je Klantvoordeel kunt krijgen.'),
    ).toBeVisible();
  },
};

export const Unsubscribe: Story = {
  parameters: portal({ path: routePaths.householdUnsubscribe.href(), persona: 'storing' }),
  play: async ({ canvasElement }) => {
    const page = await h1(canvasElement, 'Afmelden voor Klantvoordeel');
    await expect(await page.findByText('de korting op je mobiele abonnementen')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Ja, afmelden' }));
    const done = (await page.findByText('Je bent afgemeld voor Klantvoordeel')).closest(
      '[tabindex="-1"]',
    );
    await waitFor(() => expect(done).toHaveFocus());
  },
};

export const UnsubscribeFails: Story = {
  parameters: portal({
    path: routePaths.householdUnsubscribe.href(),
    persona: 'storing',
    faults: [{ path: '/api/household/unsubscribe', method: 'POST', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const page = await h1(canvasElement, 'Afmelden voor Klantvoordeel');
    await userEvent.click(await page.findByRole('button', { name: 'Ja, afmelden' }));
    await expect(await page.findByText('Je bent niet afgemeld')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ja, afmelden' })).toBeVisible();
  },
};

/** Nieuw has no internet yet: the converged guard sends her to /bestellingen/thuis. */
export const WithoutConvergedInfo: Story = {
  parameters: portal({ path: routePaths.household.href(), persona: 'nieuw' }),
  play: async ({ canvasElement }) => {
    await h1(canvasElement, 'Je bestelling');
  },
};

/** Otto cancelled everything: without current internet the route guard sends him to the dashboard (ADR 073). */
export const WithoutInternet: Story = {
  parameters: portal({ path: routePaths.householdSignUp.href(), persona: 'opgezegd' }),
  play: async ({ canvasElement }) => {
    await h1(canvasElement, 'Overzicht');
  },
};

const states = pageStateStories({
  path: routePaths.household.href(),
  persona: 'storing',
  read: '/api/household/registration',
});
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;

export const AsAgent: Story = asAgentStory(
  routePaths.household.href(),
  'storing',
  async (page, canvasElement) => {
    await h1(canvasElement, 'Klantvoordeel');
    return page.findByText('Je Klantvoordeel is actief');
  },
);

export const Mobile: Story = {
  parameters: portal({ path: routePaths.householdSignUp.href(), persona: 'jan' }),
  ...mobileStory(async (_page, canvasElement) =>
    (await h1(canvasElement, 'Aanmelden voor Klantvoordeel')).getByRole('button', {
      name: /^Aanmelden$/,
    }),
  ),
};
