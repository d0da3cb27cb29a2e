import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { ReturnLabelDetails } from './ReturnLabelDetails.tsx';
import { liveSandbox, liveSectionMeta } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';
import { ReadStory } from '../../testing/readStory.tsx';

// One return label alone (ADR 088): jan's old Mediabox, read by its reference from the sandbox
// (GET /api/shippinglabel/{reference}), and its PDF. ReturnLabelPage's stories keep the lookup
// around it (asking for the reference, unknown, loading, failing, maintenance, draft).
const label = personas.jan.returnLabels![0]!;
const defaults: LiveSectionParameters = {
  persona: 'jan',
  path: routePaths.returnLabel.href({ referentie: label.reference }),
};
const sandbox = liveSandbox(defaults);

const meta = {
  title: 'Portal/Secties/Retourlabel',
  component: ReturnLabelDetails,
  ...liveSectionMeta(defaults),
  render: () => (
    <ReadStory read={reads.returnLabel} params={{ reference: label.reference }}>
      {(found) => <ReturnLabelDetails label={found} />}
    </ReadStory>
  ),
} satisfies Meta<typeof ReturnLabelDetails>;

export default meta;
type Story = StoryObj<typeof ReturnLabelDetails>;

const DOWNLOAD = 'Download retourlabel (PDF)';

/** What goes in the box, for which order, before when (written out), and how. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const contents = within(await page.findByRole('region', { name: 'Dit gaat in de doos' }));
    for (const name of label.productNames) await expect(contents.getByText(name)).toBeVisible();
    await expect(
      contents.getByText('Doe ook de kabels, de voeding en de afstandsbediening erbij.'),
    ).toBeVisible();
    await expect(page.getByText(label.reference)).toBeVisible();
    await expect(page.getByText(label.orderId)).toBeVisible();
    // A date in running text is written out (returnBefore is 2026-12-06), never '06-12-2026'.
    await expect(label.returnBefore).toBe('2026-12-06');
    const steps = within(page.getByRole('region', { name: 'Zo stuur je het terug' }));
    await expect(steps.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Download het retourlabel en print het.',
      'Pak de apparatuur goed in, het liefst in de originele doos.',
      'Plak het label op de doos.',
      'Lever de doos uiterlijk 6 december 2026 in bij een pakketpunt.',
    ]);
    await expect(page.queryByText('06-12-2026', { exact: false })).toBeNull();
    await expect(page.getByRole('button', { name: DOWNLOAD })).toBeVisible();
  },
};

/** The PDF downloads: the button is busy, then ready again, and nothing failed. */
export const Download: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: DOWNLOAD }));
    await waitFor(() =>
      expect(page.getByRole('button', { name: DOWNLOAD })).not.toHaveAttribute('data-loading'),
    );
    await expect(page.queryByText(/kon niet worden gedownload/)).toBeNull();
  },
};

/** The PDF fails (500): said at the button, which stays to try again. */
export const DownloadError: Story = {
  parameters: sandbox({
    faults: [{ path: `/api/shippinglabel/${label.reference}/pdf`, status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: DOWNLOAD }));
    await expect(
      await page.findByText(
        'Het retourlabel kon niet worden gedownload. Probeer het later nog eens.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: DOWNLOAD })).toBeVisible();
  },
};
