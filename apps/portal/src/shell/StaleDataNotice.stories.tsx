import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalIntlProvider } from '../i18n/PortalIntlProvider.tsx';
import { StaleDataNotice } from './StaleDataNotice.tsx';
import { useStaleMark } from './staleReads.ts';

// Issue #31: a page whose background refetch failed keeps its last answers; the shell says so.

function PageShowingStale({ stale }: { stale: boolean }) {
  useStaleMark('/api/account/customerinfo', stale);
  return (
    <PortalIntlProvider>
      <StaleDataNotice />
      <p>Jan de Vries</p>
    </PortalIntlProvider>
  );
}

const meta = {
  title: 'Portal/Shell/Stale data notice',
  component: PageShowingStale,
  // Stale reads are one store per document: inline, Fresh's unmark cleared Stale's notice too.
  // In docs each block runs in an iframe of its own, as in the canvas (ADR 147).
  parameters: { docs: { story: { inline: false, height: '200px' } } },
  args: { stale: true },
} satisfies Meta<typeof PageShowingStale>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refetch failed: the notice sits above what the page still shows. */
export const Stale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'We kunnen je gegevens nu niet verversen',
    );
    await expect(
      canvas.getByText('Je ziet wat we eerder ophaalden. Wat je hebt ingevuld, blijft staan.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Opnieuw proberen' })).toBeEnabled();
    await expect(canvas.getByText('Jan de Vries')).toBeVisible();
  },
};

/** Every read fresh: nothing above the page. */
export const Fresh: Story = {
  args: { stale: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Jan de Vries')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
