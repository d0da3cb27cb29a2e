import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { PrivacyDataRequest } from './PrivacyDataRequest.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../testing/liveSection.tsx';
import { ReadStory } from '../testing/readStory.tsx';

// The privacy data request (inzageverzoek), alone (ADR 088, 095): its state from the persona's
// GET /api/gdpr/availability and the download from the sandbox, as /download-inzageverzoek and
// /mijn-gegevens show it.
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'jan', path: routePaths.privacyDataRequest.href(), ...value },
});

const meta = {
  title: 'Portal/Secties/Inzageverzoek',
  component: PrivacyDataRequest,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  render: () => (
    <ReadStory read={reads.gdprAvailability}>
      {(availability) => <PrivacyDataRequest availability={availability} />}
    </ReadStory>
  ),
} satisfies Meta<typeof PrivacyDataRequest>;

export default meta;
type Story = StoryObj<typeof PrivacyDataRequest>;

const DOWNLOAD = 'Download je gegevens (gdprdata.txt)';

/** Jan's data has been ready since 1 November: said, and downloaded without a fault. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(await section.findByText('Klaar om te downloaden')).toBeVisible();
    await expect(
      section.getByText('Je gegevens staan sinds 1 november 2026 voor je klaar.'),
    ).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: DOWNLOAD }));
    // The download is a request: once the button is back from it, nothing may have failed (read at
    // once, the check passed before the answer came, whatever it was).
    await waitFor(() =>
      expect(section.getByRole('button', { name: DOWNLOAD })).not.toHaveAttribute('data-loading'),
    );
    await expect(section.queryByText(/niet gelukt/)).toBeNull();
  },
};

/** Kees: still being prepared, so nothing to download yet. */
export const NotYetAvailable: Story = {
  parameters: sandbox({ persona: 'kees' }),
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(await section.findByText('Wordt voorbereid')).toBeVisible();
    await expect(section.getByText(/We zetten je gegevens nog klaar\./)).toBeVisible();
    await expect(section.queryByRole('button', { name: /Download je gegevens/ })).toBeNull();
  },
};

/** The download fails (500): said at the button, which stays to try again. */
export const DownloadFails: Story = {
  parameters: sandbox({ faults: [{ path: '/api/gdpr/data', status: 500 }] }),
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await userEvent.click(await section.findByRole('button', { name: DOWNLOAD }));
    await expect(
      await section.findByText(
        'Het downloaden van je gegevens is niet gelukt. Probeer het later nog eens.',
      ),
    ).toBeVisible();
    await expect(section.getByRole('button', { name: DOWNLOAD })).toBeVisible();
  },
};
