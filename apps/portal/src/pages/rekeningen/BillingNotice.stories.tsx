import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BillingNotice } from './BillingNotice.tsx';
import { sectionDecorator } from '../../testing/sectionStory.tsx';

// Spec §8 maintenance notice on /rekeningen, alone (its one state). InvoicesPage's stories show
// when it stands there (22/01 to 26/01) and the actions it disables.
const meta = {
  title: 'Portal/Secties/Rekeningen/Onderhoudsmelding',
  component: BillingNotice,
  decorators: [sectionDecorator],
} satisfies Meta<typeof BillingNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The window and what it means: payments not updated, no arrangement or postponement. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      page.getByText('Van 22/01 tot en met 26/01 voeren we onderhoud uit'),
    ).toBeVisible();
    const items = within(page.getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Je betalingen worden in deze periode niet bijgewerkt.',
      'Je kunt geen betalingsregeling of uitstel van betaling aanvragen.',
    ]);
  },
};
