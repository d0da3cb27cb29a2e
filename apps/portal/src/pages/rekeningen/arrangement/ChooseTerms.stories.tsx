import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { reads } from '@vonk/domain';
import { ChooseTerms } from './ChooseTerms.tsx';
import { sandboxProps, sectionDecorator } from '../../../testing/sectionStory.tsx';
import { euro } from '../../../testing/euro.ts';

// Step 1 of a payment arrangement alone (ADR 033): piet's arrears and term options from his
// eligibility in the sandbox. ArrangementSection's stories show the step after it.
const meta = {
  title: 'Portal/Secties/Rekeningen/Betalingsregeling/Termijnen kiezen',
  component: ChooseTerms,
  decorators: [sectionDecorator],
  loaders: [
    sandboxProps(async (get) => {
      const { amount, termOptions } = await get(reads.installmentPlanEligibility, undefined);
      return { amount, termOptions };
    }),
  ],
  // Its states are what its plays do (clicks, typing, focus): in docs each block runs in an
  // iframe of its own, play included, as in the canvas (ADR 147).
  parameters: { sandbox: { persona: 'piet' }, docs: { story: { inline: false, height: '480px' } } },
  args: { onChoose: fn() },
  render: (args, { loaded }) => <ChooseTerms {...args} {...loaded.props} />,
} satisfies Meta<typeof ChooseTerms>;

export default meta;
type Story = StoryObj<typeof ChooseTerms>;

const group = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('radiogroup', { name: 'In hoeveel maanden wil je betalen?' });

/** Piet's € 164,90 over 2, 3 or 6 months, each with what a term roughly costs. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const choice = within(group(canvasElement));
    await expect(choice.getAllByRole('radio')).toHaveLength(3);
    await expect(
      choice.getByText(`Je betaalt ${euro(164.9)} in gelijke delen, elke maand één.`),
    ).toBeVisible();
    await expect(
      choice.getByRole('radio', { name: /^In 3 maanden: 3 termijnen van ongeveer €\s54,96$/ }),
    ).not.toBeChecked();
  },
};

/** Nothing chosen: the error summary is focused and announced, and said at the group. */
export const NothingChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Bekijk je termijnen' }));
    const summary = await page.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary).getByRole('link', { name: 'Kies in hoeveel maanden je wilt betalen.' }),
    ).toBeVisible();
    await expect(group(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** Six months chosen: passed on to the review. */
export const Chosen: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('radio', { name: /^In 6 maanden/ }));
    await userEvent.click(page.getByRole('button', { name: 'Bekijk je termijnen' }));
    await waitFor(() => expect(args.onChoose).toHaveBeenCalledWith(6));
  },
};
