import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { personas } from '@vonk/sandbox/personas';
import { OutageCard } from './OutageCard.tsx';
import { sectionDecorator } from '../../testing/sectionStory.tsx';

// One outage, alone (ADR 088): the storing persona's cable outage in Rotterdam, as the sandbox
// serves it on /api/outages/incidents; /storingen's page stories show the list around it.
const outage = personas.storing.outages[0]!;

const meta = {
  title: 'Portal/Secties/Storingen/Storing',
  component: OutageCard,
  decorators: [sectionDecorator],
  args: { incident: outage },
} satisfies Meta<typeof OutageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Being worked on, with an expected end and its updates newest first. */
export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: outage.title }));
    await expect(card.getByText(outage.description)).toBeVisible();
    await expect(card.getByText('We werken eraan')).toBeVisible();
    await expect(card.getByText('Internet, Bellen')).toBeVisible();
    // Since: in the details and as the first update's time.
    await expect(card.getAllByText('22 november 2026, 07:40')).toHaveLength(2);
    await expect(card.getByText('22 november 2026, 18:00')).toBeVisible();
    const timeline = within(card.getByRole('list', { name: /^Updates over .*, nieuwste eerst$/ }));
    await expect(timeline.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '22 november 2026, 13:15: De kabel wordt vervangen. We verwachten dat alles vanavond weer werkt.',
      '22 november 2026, 09:30: Oorzaak gevonden: een beschadigde kabel bij werkzaamheden. Monteurs zijn onderweg.',
      '22 november 2026, 07:40: Storing gemeld. We zoeken uit wat er aan de hand is.',
    ]);
  },
};

/** Just reported: no end known yet and no updates, so no timeline. */
export const JustReported: Story = {
  args: { incident: { ...outage, status: 'Open', expectedEndTime: null, updates: [] } },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: outage.title }));
    await expect(card.getByText('Gemeld')).toBeVisible();
    await expect(card.getByText('Nog niet bekend')).toBeVisible();
    await expect(card.queryByRole('list')).toBeNull();
  },
};
