import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { reads } from '@vonk/domain';
import { InternetChoice } from './InternetChoice.tsx';
import { sandboxProps, sectionDecorator } from '../../../testing/sectionStory.tsx';

// Step 1 of a speed change alone, with the internet products the sandbox offers the persona.
const meta = {
  title: 'Portal/Secties/Abonnementen/Internetsnelheid kiezen',
  component: InternetChoice,
  decorators: [sectionDecorator],
  loaders: [
    sandboxProps(async (get) => ({ options: await get(reads.internetProducts, undefined) })),
  ],
  parameters: { sandbox: { persona: 'sanne' } },
  args: { selected: '', onChosen: fn() },
  render: (args, { loaded }) => <InternetChoice {...loaded.props} {...args} />,
} satisfies Meta<typeof InternetChoice>;

export default meta;
type Story = StoryObj<typeof InternetChoice>;

/** Sanne has Internet Start: it is shown as hers and cannot be chosen; the others with speed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Kies je internetsnelheid' })).toBeVisible();
    await expect(
      page.getByRole('radio', { name: /Internet Start \(wat je nu hebt\)/ }),
    ).toBeDisabled();
    await expect(page.getByText('Tot 1000 Mbit/s download')).toBeVisible();
    await userEvent.click(page.getByRole('radio', { name: /Internet Giga/ }));
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await waitFor(() => expect(args.onChosen).toHaveBeenCalledWith('Internet Giga'));
  },
};

/** Back from the summary: the product chosen before is still chosen. */
export const ChosenBefore: Story = {
  args: { selected: 'Internet Giga' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /Internet Giga/ })).toBeChecked();
  },
};
