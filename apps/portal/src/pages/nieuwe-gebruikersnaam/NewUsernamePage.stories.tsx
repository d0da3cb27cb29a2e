import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { RuntimeConfig } from '@vonk/domain';
import { routePaths } from '@vonk/domain';
import { DEMO_EMAIL_LINKS } from '@vonk/sandbox/personas';
import { NewUsernamePage } from './NewUsernamePage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';

// Where the verification link lands (ADR 128): opening it changes the login name, or says why not.
// The sandbox's demo links: wim's waits, sanne's expired, one opened before.
const at = (token?: string) => ({
  layout: 'fullscreen',
  portal: { path: routePaths.newUsername.href(token ? { token } : {}), persona: null },
});

const meta = {
  title: 'Portal/Pagina’s/Nieuwe gebruikersnaam',
  component: NewUsernamePage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: at(DEMO_EMAIL_LINKS.valid),
} satisfies Meta<typeof NewUsernamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const ANSWER = { timeout: 5000 };

/** The link works: the page names the new login name and the way to log in with it. */
export const Verified: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { config } = loaded as { config: RuntimeConfig };
    const page = within(canvasElement);
    await expect(
      await page.findByText(
        'Je nieuwe gebruikersnaam is wim@achterberg.example.',
        undefined,
        ANSWER,
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Je nieuwe gebruikersnaam is ingesteld' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Vanaf nu log je in met je nieuwe e-mailadres. Je wachtwoord blijft hetzelfde.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inloggen bij Mijn Vonk' })).toHaveAttribute(
      'href',
      routePaths.dashboard.href(),
    );
    await expect(page.getByRole('link', { name: /Naar de klantenservice/ })).toHaveAttribute(
      'href',
      config.externalUrls.service,
    );
    await expect(page.queryByRole('navigation', { name: 'Hoofdmenu' })).toBeNull();
  },
};

const problem = (token: string | undefined, title: string, body: string): Story => ({
  parameters: at(token),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: title }, ANSWER)).toBeVisible();
    await expect(page.getByText(body)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inloggen bij Mijn Vonk' })).toBeVisible();
    await expect(page.queryByText(/Je nieuwe gebruikersnaam is ingesteld/)).toBeNull();
  },
});

export const Expired = problem(
  DEMO_EMAIL_LINKS.expired,
  'Deze link is verlopen',
  'Een bevestigingslink is 24 uur geldig. Je e-mailadres is niet gewijzigd: log in met je huidige e-mailadres en vraag bij Mijn gegevens een nieuwe link aan.',
);

export const Used = problem(
  DEMO_EMAIL_LINKS.used,
  'Deze link is al gebruikt',
  'Je nieuwe e-mailadres is al bevestigd. Log in met je nieuwe e-mailadres.',
);

const INVALID =
  'Misschien is de wijziging geannuleerd of is er daarna een nieuwe link gestuurd. Gebruik de link uit de laatste e-mail, of vraag bij Mijn gegevens een nieuwe link aan.';
export const InvalidLink = problem('onbekende-link', 'Deze link werkt niet', INVALID);
export const WithoutToken = problem(undefined, 'Deze link werkt niet', INVALID);

/** The check itself failed (500): said, nothing changed, and it can be tried again. */
export const CheckFailed: Story = {
  parameters: {
    ...at(DEMO_EMAIL_LINKS.valid),
    portal: {
      ...at(DEMO_EMAIL_LINKS.valid).portal,
      faults: [{ path: '/api/account/primaryEmailChange/verify', method: 'POST', status: 500 }],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole(
        'heading',
        { level: 1, name: 'Je link controleren is niet gelukt' },
        ANSWER,
      ),
    ).toBeVisible();
    await expect(
      page.getByText('Er ging iets mis. Je e-mailadres is nog niet gewijzigd.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: Verified.play,
};
