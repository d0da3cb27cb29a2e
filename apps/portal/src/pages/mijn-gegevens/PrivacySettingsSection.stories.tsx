import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { NEVER_MS } from '@vonk/sandbox/msw';
import { PrivacySettingsSection } from './PrivacySettingsSection.tsx';
import { liveSandbox, liveSectionMeta } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';

// The privacy settings of /mijn-gegevens alone (spec §3, §4 channel rule, ADR 045, 088): the
// persona's settings and features from the sandbox, saved back to it. MyDataPage's stories show
// that the rest of the page works while these cannot be loaded.
const SETTINGS = '/api/account/privacysettings';
const defaults: LiveSectionParameters = { persona: 'jan', path: routePaths.myData.href() };
const sandbox = liveSandbox(defaults);

const meta = {
  title: 'Portal/Secties/Mijn gegevens/Privacy',
  component: PrivacySettingsSection,
  ...liveSectionMeta(defaults),
} satisfies Meta<typeof PrivacySettingsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const WRITE = { timeout: 10_000 };
const OFFERS_MASTER = 'Ik wil aanbiedingen van Vonk ontvangen';
const SAVE = 'Privacy-instellingen opslaan';
const form = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Privacy' }));
const offersOf = (found: ReturnType<typeof within>) =>
  within(found.getByRole('group', { name: 'Aanbiedingen' }));

/** Spec §4: jan turns off SMS for offers; e-mail stays on, the refetched settings agree. */
export const SmsOff: Story = {
  play: async ({ canvasElement }) => {
    const found = await form(canvasElement);
    const offers = offersOf(found);
    await expect(offers.getByRole('switch', { name: OFFERS_MASTER })).toBeChecked();
    await expect(offers.getByRole('checkbox', { name: 'Sms' })).toBeChecked();
    await userEvent.click(offers.getByRole('checkbox', { name: 'Sms' }));
    await userEvent.click(found.getByRole('button', { name: SAVE }));
    await expect(
      await found.findByText('Je privacy-instellingen zijn opgeslagen.', undefined, WRITE),
    ).toBeVisible();
    await expect(offers.getByRole('checkbox', { name: 'Sms' })).not.toBeChecked();
    await expect(offers.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  },
};

/** A channel is only on while its master is: switching the master off clears its channels. */
export const MasterOff: Story = {
  play: async ({ canvasElement }) => {
    const offers = offersOf(await form(canvasElement));
    await userEvent.click(offers.getByRole('switch', { name: OFFERS_MASTER }));
    for (const name of ['E-mail', 'Brief', 'Sms', 'Telefoon'])
      await expect(offers.getByRole('checkbox', { name })).not.toBeChecked();
    // Ticking a channel turns its master on again.
    await userEvent.click(offers.getByRole('checkbox', { name: 'Brief' }));
    await expect(offers.getByRole('switch', { name: OFFERS_MASTER })).toBeChecked();
  },
};

/** The save fails (500): said above the form, and the choice made is still there. */
export const SaveFailed: Story = {
  parameters: sandbox({ faults: [{ path: SETTINGS, method: 'POST', status: 500 }] }),
  play: async ({ canvasElement }) => {
    const found = await form(canvasElement);
    const offers = offersOf(found);
    await userEvent.click(offers.getByRole('checkbox', { name: 'Sms' }));
    await userEvent.click(found.getByRole('button', { name: SAVE }));
    await expect(await found.findByText('Opslaan is niet gelukt', undefined, WRITE)).toBeVisible();
    await expect(offers.getByRole('checkbox', { name: 'Sms' })).not.toBeChecked();
    await expect(found.queryByText('Je privacy-instellingen zijn opgeslagen.')).toBeNull();
  },
};

/** kees: blockPrivacySettingsFeatureIsEnabled: read-only, with the reason. */
export const Blocked: Story = {
  parameters: sandbox({ persona: 'kees' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Je privacy-instellingen kun je nu niet wijzigen'),
    ).toBeVisible();
    await expect(page.getByText('Ja, via e-mail en brief')).toBeVisible();
    await expect(page.queryByRole('form', { name: 'Privacy' })).toBeNull();
    await expect(page.queryByRole('button', { name: SAVE })).toBeNull();
  },
};

/** Still on its way: a labelled spinner under the section's title. */
export const Loading: Story = {
  parameters: sandbox({ faults: [{ path: SETTINGS, delayMs: NEVER_MS }] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Je privacy-instellingen laden')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Privacy' })).toBeVisible();
  },
};

/** lotte: they cannot be loaded (spec §8): try again later, here, not a failed page. */
export const Unavailable: Story = {
  parameters: sandbox({ persona: 'lotte' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', {
        name: 'Je privacy-instellingen zijn nu niet beschikbaar',
      }),
    ).toBeVisible();
    await expect(page.getByText('Probeer het later nog eens.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Probeer opnieuw' })).toBeVisible();
  },
};

/** A failure once (502): the retry reads them again and shows the form. */
export const Retry: Story = {
  parameters: sandbox({ faults: [{ path: SETTINGS, method: 'GET', status: 502, times: 1 }] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { name: 'Je privacy-instellingen zijn nu niet beschikbaar' });
    await userEvent.click(page.getByRole('button', { name: 'Probeer opnieuw' }));
    await expect(await page.findByRole('form', { name: 'Privacy' })).toBeVisible();
  },
};
