import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixedLinePlans, fixedLineSlot, reads } from '@vonk/domain';
import { FixedLineChoice } from './FixedLineChoice.tsx';
import { sandboxProps, sectionDecorator } from '../../../testing/sectionStory.tsx';
import { euro } from '../../../testing/euro.ts';

// Step 1 of adding a phone line alone: the slot and plans as the flow derives them from the
// persona's subscription and the sandbox's VoIP catalogue.
const meta = {
  title: 'Portal/Secties/Abonnementen/Belabonnement kiezen',
  component: FixedLineChoice,
  decorators: [sectionDecorator],
  loaders: [
    sandboxProps(async (get) => ({
      slot: fixedLineSlot(await get(reads.subscription, undefined))!,
      plans: fixedLinePlans(await get(reads.voipProducts, undefined)),
    })),
  ],
  parameters: { sandbox: { persona: 'sanne' } },
  args: { selected: '', onChosen: fn() },
  render: (args, { loaded }) => <FixedLineChoice {...loaded.props} {...args} />,
} satisfies Meta<typeof FixedLineChoice>;

export default meta;
type Story = StoryObj<typeof FixedLineChoice>;

/** Sanne has internet only: her first line, the plans cheapest first with their price. */
export const FirstLine: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Kies hoe je vast wilt bellen' })).toBeVisible();
    const radios = within(page.getByRole('radiogroup', { name: /Belabonnement/ })).getAllByRole(
      'radio',
    );
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'Vast bellen Basis',
      'Vast bellen Onbeperkt',
    ]);
    await expect(page.getByText(`Bellen per minuut. ${euro(7.5)} per maand.`)).toBeVisible();
    await userEvent.click(page.getByRole('radio', { name: /Vast bellen Onbeperkt/ }));
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await waitFor(() => expect(args.onChosen).toHaveBeenCalledWith('Vast bellen Onbeperkt'));
  },
};

/** Storing has one line: the step asks for the second line's plan. */
export const SecondLine: Story = {
  parameters: { sandbox: { persona: 'storing' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        name: 'Kies een belabonnement voor je tweede lijn',
      }),
    ).toBeVisible();
  },
};
