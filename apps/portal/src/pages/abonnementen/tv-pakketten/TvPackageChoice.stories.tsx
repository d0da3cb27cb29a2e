import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { addableTvPackages, reads } from '@vonk/domain';
import { TvPackageChoice } from './TvPackageChoice.tsx';
import { sandboxProps, sectionDecorator } from '../../../testing/sectionStory.tsx';
import { euro } from '../../../testing/euro.ts';

// Step 1 of adding a TV package alone: what the persona can still add, as the flow derives it.
const meta = {
  title: 'Portal/Secties/Abonnementen/Zenderpakket kiezen',
  component: TvPackageChoice,
  decorators: [sectionDecorator],
  loaders: [
    sandboxProps(async (get) => ({
      packages: addableTvPackages(await get(reads.subscription, undefined), [
        ...(await get(reads.availableProducts, { category: 'PremiumPackage' })),
        ...(await get(reads.availableProducts, { category: 'ThemePackage' })),
      ]),
    })),
  ],
  parameters: { sandbox: { persona: 'piet' } },
  args: { selected: '', onChosen: fn() },
  render: (args, { loaded }) => <TvPackageChoice {...loaded.props} {...args} />,
} satisfies Meta<typeof TvPackageChoice>;

export default meta;
type Story = StoryObj<typeof TvPackageChoice>;

/** Piet has TV without packages: premium first, then theme, each with kind and price. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Kies een zenderpakket' })).toBeVisible();
    const radios = within(page.getByRole('radiogroup', { name: /Zenderpakket/ })).getAllByRole(
      'radio',
    );
    await expect(radios[0]).toHaveAttribute('value', 'Viaplay Basis');
    await expect(radios.at(-1)).toHaveAttribute('value', 'Kids & Music');
    await expect(
      page.getByText(`Premium pakket: Elke week nieuwe films. ${euro(12.5)} per maand.`),
    ).toBeVisible();
    await userEvent.click(page.getByRole('radio', { name: /Film1/ }));
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await waitFor(() => expect(args.onChosen).toHaveBeenCalledWith('Film1'));
  },
};

/** Jan has Ziggo Sport Totaal and Kids & Music: those are not offered again. */
export const WithoutWhatJanHas: Story = {
  parameters: { sandbox: { persona: 'jan' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('radio', { name: /Film1/ })).toBeVisible();
    await expect(page.queryByRole('radio', { name: /Sport Totaal/ })).toBeNull();
    await expect(page.queryByRole('radio', { name: /Kids & Music/ })).toBeNull();
  },
};
