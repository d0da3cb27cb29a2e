import { routePaths } from '@vonk/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formDraftKey } from '@vonk/domain';
import type { OptOutPreferences } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { UnsubscribePage } from './UnsubscribePage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import { pageStateStories } from '../../testing/pageStates.ts';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';

const portal = (value: PortalStoryParameters) => ({ portal: value });
const JAN = personas.jan.optOut;
const LINK = routePaths.unsubscribe.href({ id: JAN.id });
const CHOICES = ['Aanbiedingen en acties', 'Nieuwsbrief', 'Onderzoek'];

const meta = {
  title: 'Portal/Pagina’s/Afmelden voor e-mail',
  component: UnsubscribePage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...portal({ path: LINK, persona: null }) },
} satisfies Meta<typeof UnsubscribePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the sandbox has stored now for jan's link. */
const stored = async () =>
  (await (await fetch(`/api/optout/v2/${JAN.id}`)).json()) as OptOutPreferences;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Afmelden' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await heading(canvasElement)).toBeVisible();
    await expect(
      await page.findByText(
        `Dit zijn de e-mailvoorkeuren van ${JAN.emailAddress}. Kies welke e-mails je van Vonk wilt blijven krijgen.`,
      ),
    ).toBeVisible();
    const group = within(page.getByRole('group', { name: 'Deze e-mails wil ik ontvangen' }));
    for (const name of CHOICES) {
      await expect(group.getByRole('checkbox', { name })).toBeChecked();
    }
    await expect(page.getByRole('button', { name: 'Voorkeuren opslaan' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Afmelden voor alle e-mails' })).toBeVisible();
    await expect(page.queryByRole('navigation', { name: 'Hoofdmenu' })).toBeNull();
  },
};

const states = pageStateStories({
  path: LINK,
  persona: null,
  read: '/api/optout/v2/',
  heading: 'Afmelden',
  loading: 'Je voorkeuren worden geladen...',
  failed: 'Je voorkeuren konden we niet laden',
  loaded: async (page) => {
    const newsletter = await page.findByRole('checkbox', { name: 'Nieuwsbrief' });
    await expect(newsletter).toBeChecked();
    return newsletter;
  },
});
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
export const ServerErrorRecovered: Story = states.ServerErrorRecovered;

export const MissingId: Story = {
  parameters: portal({ path: routePaths.unsubscribe.href(), persona: null }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await heading(canvasElement)).toBeVisible();
    await expect(page.getByText('Deze link is niet compleet')).toBeVisible();
    await expect(
      page.getByText(/In de link ontbreekt de code waarmee we je voorkeuren vinden\./),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inloggen bij Mijn Vonk' })).toHaveAttribute(
      'href',
      routePaths.dashboard.href(),
    );
    await expect(page.getByRole('link', { name: /Naar de klantenservice/ })).toBeVisible();
    await expect(page.queryByRole('checkbox')).toBeNull();
  },
};

/** An id that is not one (a path walk): nothing is asked of the API, the link is invalid (issue #27). */
export const InvalidId: Story = {
  parameters: portal({ path: routePaths.unsubscribe.href({ id: '../..' }), persona: null }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Deze link is niet geldig')).toBeVisible();
    await expect(
      page.getByText(
        'De code in de link klopt niet. Open de link in je e-mail opnieuw. Werkt dat niet? Kopieer dan de hele link naar je browser.',
      ),
    ).toBeVisible();
    await expect(page.queryByRole('checkbox')).toBeNull();
  },
};

export const UnknownId: Story = {
  parameters: portal({
    path: routePaths.unsubscribe.href({ id: 'optout-99999999' }),
    persona: null,
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('We kunnen deze afmeldlink niet vinden')).toBeVisible();
    await expect(
      page.getByText(
        'De link is misschien verlopen, of niet helemaal overgenomen. Open de link in je laatste e-mail van ons opnieuw.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inloggen bij Mijn Vonk' })).toBeVisible();
    await expect(page.queryByRole('checkbox')).toBeNull();
  },
};

const DRAFT_ID = `unsubscribe/${JAN.id}`;
const draftInSession = () =>
  JSON.parse(sessionStorage.getItem(formDraftKey(location.host, DRAFT_ID)) ?? 'null') as {
    choices?: string[];
  } | null;

/** Spec §8: a 503 on the save goes to maintenance; what was ticked stays behind as a draft. */
export const MaintenanceMidSubmit: Story = {
  parameters: portal({
    path: LINK,
    persona: null,
    faults: [{ path: '/api/optout/v2', method: 'PUT', status: 503 }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('checkbox', { name: 'Nieuwsbrief' }));
    await userEvent.click(page.getByRole('button', { name: 'Voorkeuren opslaan' }));
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Vonk tijdelijk niet beschikbaar' }),
    ).toBeVisible();
    await expect(draftInSession()).toEqual({ choices: ['commercialEmail', 'surveys'] });
    await expect(await stored()).toMatchObject({ newsletter: true });
  },
};

/** Back after the maintenance: the choices as they were ticked, not as stored. */
export const DraftRestored: Story = {
  parameters: portal({
    path: LINK,
    persona: null,
    drafts: { [DRAFT_ID]: { choices: ['surveys'] } },
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('We hebben bewaard wat je had ingevuld')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Onderzoek' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Nieuwsbrief' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Aanbiedingen en acties' })).not.toBeChecked();
    await userEvent.click(page.getByRole('button', { name: 'Voorkeuren opslaan' }));
    await expect(await page.findByText('Je voorkeuren zijn opgeslagen.')).toBeVisible();
    await waitFor(async () =>
      expect(await stored()).toMatchObject({ commercialEmail: false, newsletter: false }),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: Default.play,
};
