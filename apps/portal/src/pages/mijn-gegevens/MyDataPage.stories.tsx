import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import fc from 'fast-check';
import { emailAddress, newPassword, phoneNumber, routePaths } from '@vonk/domain';
import { customerCodes, personas } from '@vonk/sandbox/personas';
import { MyDataPage } from './MyDataPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';
import { storyTracking } from '../../testing/storyTracking.ts';
import { asAgentStory, mobileStory, pageStateStories } from '../../testing/pageStates.ts';

const path = routePaths.myData.href();
const portal = (value: Partial<PortalStoryParameters>) => ({ portal: { path, ...value } });
const jan = personas.jan;

const meta = {
  title: 'Portal/Pagina’s/Mijn gegevens',
  component: MyDataPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...portal({ persona: 'jan' }) },
} satisfies Meta<typeof MyDataPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Page = ReturnType<typeof within>;

const opened = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeVisible();
  await page.findByRole('heading', { level: 2, name: 'Persoonlijke gegevens' });
  return page;
};
const form = (page: Page, name: string) => within(page.getByRole('form', { name }));
/** Writes go through the sandbox and a refetch: give them longer than a lookup. */
const WRITE = { timeout: 5000 };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement);
    // jan's agent log has changes: its table's code came with the reads, so it is there at once
    // (issue #34), not a skeleton first.
    await expect(
      page.getByRole('table', { name: 'Wijzigingen door medewerkers, nieuwste eerst' }),
    ).toBeVisible();
    await expect(page.getByText('Jan de Vries')).toBeVisible();
    await expect(page.getByText('12 april 1978')).toBeVisible();
    await expect(page.getByText(customerCodes.jan)).toBeVisible();
    await expect(page.getByText('Kerkstraat 12, 3511 LX Utrecht')).toBeVisible();
    await expect(page.getByText('0301234567, 0612345678')).toBeVisible();
    // Contract: jan's runs until 15 March 2027 with a fee for cancelling earlier.
    await expect(page.getByText('15 maart 2027')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download je contract (pdf)' })).toBeVisible();
    await expect(
      page.getByText(`Je e-mailadres is nu ${jan.account.personInformation.primaryEmailAddress}.`, {
        exact: false,
      }),
    ).toBeVisible();
    const phones = form(page, 'Telefoonnummers');
    await expect(phones.getByRole('textbox', { name: 'Vast telefoonnummer' })).toHaveValue(
      '0301234567',
    );
    await expect(page.getByRole('link', { name: 'Meer over je inzageverzoek' })).toHaveAttribute(
      'href',
      routePaths.privacyDataRequest.href(),
    );
    await expect(
      page.getByRole('link', { name: 'Adres bekijken of verhuizing doorgeven' }),
    ).toHaveAttribute('href', routePaths.address.href());
  },
};

export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement);
    const password = form(page, 'Wachtwoord wijzigen');
    await userEvent.type(password.getByLabelText(/^Huidig wachtwoord/), 'welkom');
    await userEvent.type(password.getByLabelText(/^Nieuw wachtwoord/), 'Zomer2026!');
    await userEvent.click(password.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    await expect(
      await page.findByText(
        'Je wachtwoord is gewijzigd. Gebruik voortaan je nieuwe wachtwoord om in te loggen.',
        undefined,
        WRITE,
      ),
    ).toBeVisible();
    await expect(form(page, 'Wachtwoord wijzigen').getByLabelText(/^Nieuw wachtwoord/)).toHaveValue(
      '',
    );
    await expect(
      storyTracking.hits.some((hit) => JSON.stringify(hit).includes('Wachtwoord wijzigen')),
    ).toBe(true);
  },
};

export const PhoneNumbersSaved: Story = {
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement);
    const phones = form(page, 'Telefoonnummers');
    const mobile = phones.getByRole('textbox', { name: /^Mobiel nummer/ });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '+31 6 8765 4321');
    await userEvent.click(phones.getByRole('button', { name: 'Telefoonnummers opslaan' }));
    await expect(
      await page.findByText('Je telefoonnummers zijn opgeslagen.', undefined, WRITE),
    ).toBeVisible();
    // The refetched customer info shows what the API stored (sent as text, national form).
    await expect(await page.findByText('0301234567, 0687654321', undefined, WRITE)).toBeVisible();
  },
};

const states = pageStateStories({
  path,
  read: '/api/account/customerinfo',
  loaded: (page) => page.findByRole('heading', { level: 2, name: 'Persoonlijke gegevens' }),
});
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
export const ServerErrorRecovered: Story = states.ServerErrorRecovered;

/** kees: no fixed term, and his inzageverzoek is not ready yet. */
export const Kees: Story = {
  parameters: portal({ persona: 'kees' }),
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement);
    await expect(page.getByText('Geen vaste looptijd')).toBeVisible();
    await expect(page.getByText('Wordt voorbereid')).toBeVisible();
  },
};

export const AsAgent: Story = asAgentStory(path, 'jan', async (_page, canvasElement) =>
  (await opened(canvasElement)).getByRole('heading', { level: 2, name: 'Persoonlijke gegevens' }),
);

export const Mobile: Story = mobileStory(async (_page, canvasElement) =>
  (await opened(canvasElement)).getByRole('button', { name: 'Telefoonnummers opslaan' }),
);

// Generated bad input, typed into the real fields: every one gets a Dutch message at its field
// and the page keeps working. userEvent.type reads '{' and '[' as key names: left out.
const typeable = (value: string) => !/[{[]/.test(value);
const badEmails = fc
  .string({ unit: 'grapheme-ascii', maxLength: 30 })
  .filter((value) => typeable(value) && !emailAddress(value).ok && value.trim() !== '');
const badPhones = fc
  .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 16 })
  .filter((value) => typeable(value) && value.trim() !== '' && !phoneNumber(value).ok);
const badPasswords = fc
  .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 })
  .filter((value) => typeable(value) && !newPassword(value).ok);
const SAMPLES = { seed: 13, numRuns: 8 };
const DUTCH_FIELD_ERRORS = [
  'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
  'Vóór de @ kunnen alleen letters zonder accenten, cijfers en tekens als . _ - + staan, geen emoji of spaties.',
  'Dit e-mailadres is te lang: vóór de @ passen 64 tekens, in het hele adres 254.',
  'Vul een Nederlands telefoonnummer in van 10 cijfers, bijvoorbeeld 06 12345678.',
  'Kies een wachtwoord van minstens 8 tekens.',
  'Gebruik in je wachtwoord een hoofdletter en een kleine letter.',
  'Gebruik in je wachtwoord een cijfer of leesteken.',
];

const typeBadInput = async (page: Page, field: HTMLElement, value: string) => {
  await userEvent.clear(field);
  await userEvent.type(field, value);
  await userEvent.tab();
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  const description = field.getAttribute('aria-describedby') ?? '';
  const said = description
    .split(' ')
    .map((id) => canvasText(page, id))
    .join(' ');
  await expect(DUTCH_FIELD_ERRORS.some((message) => said.includes(message))).toBe(true);
  // An e-mail input drops surrounding spaces itself (HTML value sanitisation); the rest is kept.
  await expect(field).toHaveValue(field.getAttribute('type') === 'email' ? value.trim() : value);
};
const canvasText = (_page: Page, id: string) => document.getElementById(id)?.textContent ?? '';

export const GeneratedBadInput: Story = {
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement);
    const email = form(page, 'E-mailadres wijzigen').getByRole('textbox', {
      name: /^Nieuw e-mailadres/,
    });
    for (const value of fc.sample(badEmails, SAMPLES)) await typeBadInput(page, email, value);
    const fixed = form(page, 'Telefoonnummers').getByRole('textbox', {
      name: 'Vast telefoonnummer',
    });
    for (const value of fc.sample(badPhones, SAMPLES)) await typeBadInput(page, fixed, value);
    const password = form(page, 'Wachtwoord wijzigen').getByLabelText(/^Nieuw wachtwoord/);
    for (const value of fc.sample(badPasswords, SAMPLES)) await typeBadInput(page, password, value);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeVisible();
  },
};

// The privacy settings' own states (saving, the channel rule, blocked, loading, failing, retry):
// PrivacySettingsSection's stories.

/** lotte: the privacy settings cannot be loaded; the rest of the page works (spec §8). */
export const PrivacyUnavailable: Story = {
  parameters: portal({ persona: 'lotte' }),
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement);
    await expect(
      await page.findByRole('heading', {
        name: 'Je privacy-instellingen zijn nu niet beschikbaar',
      }),
    ).toBeVisible();
    await expect(page.getByRole('form', { name: 'Telefoonnummers' })).toBeVisible();
  },
};
