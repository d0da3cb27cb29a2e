import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { reads, securitySelection } from '@vonk/domain';
import { SecurityChoice } from './SecurityChoice.tsx';
import { sandboxProps, sectionDecorator } from '../../../testing/sectionStory.tsx';

// Step 1 of a Veilig Online change alone, starting from what the persona has in the sandbox.
const meta = {
  title: 'Portal/Secties/Abonnementen/Veilig Online kiezen',
  component: SecurityChoice,
  decorators: [sectionDecorator],
  loaders: [
    sandboxProps(async (get) => {
      const { products } = await get(reads.securityCustomer, undefined);
      const selection = securitySelection(products.map((product) => product.name));
      return { current: selection, unchanged: selection };
    }),
  ],
  parameters: { sandbox: { persona: 'jan' } },
  args: { onChosen: fn() },
  render: (args, { loaded }) => <SecurityChoice {...loaded.props} {...args} />,
} satisfies Meta<typeof SecurityChoice>;

export default meta;
type Story = StoryObj<typeof SecurityChoice>;

/** Jan: everywhere on 1 device, no home protection; more licences go on to the summary. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Wat wil je beveiligen?' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Thuis Veilig Online/ })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: '1 apparaat' })).toBeChecked();
    await userEvent.click(page.getByRole('radio', { name: '10 apparaten' }));
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await waitFor(() => expect(args.onChosen).toHaveBeenCalledWith({ home: false, devices: 10 }));
  },
};

/** Choosing what he has changes nothing, says so and goes nowhere. */
export const NothingToChange: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await expect(await page.findByText('Dit heb je al. Er verandert niets.')).toBeVisible();
    await expect(args.onChosen).not.toHaveBeenCalled();
  },
};
