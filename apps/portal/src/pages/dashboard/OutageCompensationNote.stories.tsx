import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { OutageCompensationNote } from './OutageCompensationNote.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';
import { ReadStory } from '../../testing/readStory.tsx';
import { euro } from '../../testing/euro.ts';

// The outage tile's compensation line (issue #29), alone in a live section (ADR 088, 095): it reads
// the persona's credits itself; the incidents come through the same read as on the dashboard.
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'storing', path: routePaths.dashboard.href(), ...value },
});

const meta = {
  title: 'Portal/Secties/Overzicht/Vergoeding storing',
  component: OutageCompensationNote,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  render: () => (
    <ReadStory read={reads.outageIncidents}>
      {(incidents) => (
        <div data-testid="tile">
          <OutageCompensationNote incidents={incidents} />
        </div>
      )}
    </ReadStory>
  ),
} satisfies Meta<typeof OutageCompensationNote>;

export default meta;
type Story = StoryObj<typeof OutageCompensationNote>;

/** Storing's running outage has earned her € 5,00 so far. */
export const Earned: Story = {
  play: async ({ canvasElement }) => {
    const pending = personas.storing.credits.find((credit) => credit.status === 'Pending')!;
    await expect(
      await within(canvasElement).findByText(`Je krijgt ${euro(pending.amount)} vergoeding.`),
    ).toBeVisible();
  },
};

/** The credits do not answer: the tile says nothing about compensation, and nothing breaks. */
export const CreditsFailed: Story = {
  parameters: sandbox({ faults: [{ path: '/api/credits', status: 500 }] }),
  play: async ({ canvasElement }) => {
    const tile = await within(canvasElement).findByTestId('tile');
    await waitFor(() => expect(tile).toBeEmptyDOMElement());
  },
};
