import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { reads } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { SetTopBoxes } from './SetTopBoxes.tsx';
import { sandboxProps, sectionDecorator } from '../../../testing/sectionStory.tsx';

// The TV receivers, alone (ADR 088), as GET /api/settopboxes/info answers for the persona.
const meta = {
  title: 'Portal/Secties/Instellingen/Tv-ontvangers',
  component: SetTopBoxes,
  decorators: [sectionDecorator],
  loaders: [sandboxProps(async (get) => ({ info: await get(reads.setTopBoxInfo, undefined) }))],
  parameters: { sandbox: { persona: 'piet' } },
  render: (_args, { loaded }) => <SetTopBoxes {...loaded.props} />,
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** piet's one Mini box, which cannot record, out of the four allowed. */
export const OneBox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = personas.piet.subscription.currentSettopBoxes[0]!;
    await expect(
      canvas.getByText('Je hebt 1 tv-ontvanger; je abonnement staat er 4 toe.'),
    ).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Je tv-ontvangers' }));
    const row = within(table.getByRole('rowheader', { name: box.displayName }).closest('tr')!);
    await expect(row.getByRole('cell', { name: 'Nee' })).toBeVisible();
  },
};

/** sanne has no TV: no receivers, said in the table. */
export const NoBoxes: Story = {
  parameters: { sandbox: { persona: 'sanne' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Je hebt 0 tv-ontvangers; je abonnement staat er 4 toe.'),
    ).toBeVisible();
    await expect(canvas.getByText('Je hebt nog geen tv-ontvanger.')).toBeVisible();
  },
};
