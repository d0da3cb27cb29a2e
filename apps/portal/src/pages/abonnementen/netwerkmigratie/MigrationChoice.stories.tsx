import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { migrationWishDates, reads } from '@vonk/domain';
import { MigrationChoice } from './MigrationChoice.tsx';
import { sandboxProps, sectionDecorator } from '../../../testing/sectionStory.tsx';

// Step 1 of the network migration alone: the sandbox's offer for piet (the new network's
// products, his own marked) and the wish dates from its earliest date.
const meta = {
  title: 'Portal/Secties/Abonnementen/Netwerkmigratie kiezen',
  component: MigrationChoice,
  decorators: [sectionDecorator],
  loaders: [
    sandboxProps(async (get) => ({ offer: await get(reads.networkMigrationOffer, undefined) })),
  ],
  parameters: { sandbox: { persona: 'piet' } },
  args: { defaultValues: { product: '', wishDate: '' }, onChosen: fn() },
  render: (args, { loaded }) => <MigrationChoice {...loaded.props} {...args} />,
} satisfies Meta<typeof MigrationChoice>;

export default meta;
type Story = StoryObj<typeof MigrationChoice>;

/** His product and the first date preselected: "Verder" at once passes both on. */
export const Default: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const page = within(canvasElement);
    await expect(
      page.getByRole('heading', { name: 'Kies je internet op het nieuwe netwerk' }),
    ).toBeVisible();
    await expect(
      page.getByRole('radio', { name: 'Internet Start (wat je nu hebt)' }),
    ).toBeChecked();
    const dates = within(page.getByRole('radiogroup', { name: /Overstapdatum/ }));
    await expect(dates.getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(page.getByRole('radio', { name: 'Internet Extra' }));
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    const [first] = migrationWishDates(loaded.props.offer.earliestWishDate);
    await waitFor(() =>
      expect(args.onChosen).toHaveBeenCalledWith({ product: 'Internet Extra', wishDate: first }),
    );
  },
};
