import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { routePaths, securityOption, securitySelection } from '@vonk/domain';
import type { SecuritySelection } from '@vonk/domain';
import { SecurityChoice } from './SecurityChoice.tsx';
import { sandboxProps, sectionDecorator } from '../../../testing/sectionStory.tsx';
import { changeFactsFrom } from '../../../testing/changeFacts.ts';
import { FLOW_TODAY } from '../../../testing/flowStory.ts';

// Step 1 of a Veilig Online change alone, starting from what the persona has in the sandbox,
// each choice with the domain's answer for it (ADR 120).
const meta = {
  title: 'Portal/Secties/Abonnementen/Veilig Online kiezen',
  component: SecurityChoice,
  decorators: [sectionDecorator],
  loaders: [
    sandboxProps(async (get) => {
      const facts = await changeFactsFrom(get, FLOW_TODAY);
      const selection = securitySelection(facts.security.map((product) => product.name));
      return {
        current: selection,
        unchanged: selection,
        optionFor: (wanted: SecuritySelection) => securityOption(facts, wanted),
      };
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

/**
 * Issue #26 (jan, contract until 15 maart 2027): stopping altogether is a cancel; "Geen" says why
 * on this step, in Dutch, and cannot be chosen. With home protection kept it can (a change).
 */
export const StopBlocked: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('radio', { name: /^Geen/ })).toBeDisabled();
    await expect(
      page.getByText(
        /Je contract loopt tot 15 maart 2027\. Daarvoor kan je niet online opzeggen\./,
      ),
    ).toBeVisible();
    await userEvent.click(page.getByRole('checkbox', { name: /Thuis Veilig Online/ }));
    await expect(page.getByRole('radio', { name: /^Geen/ })).toBeEnabled();
  },
};

/** Issue #26 (jan): home protection beside his licence goes on, as "add home". */
export const AddHomeKeepDevices: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('checkbox', { name: /Thuis Veilig Online/ }));
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await waitFor(() => expect(args.onChosen).toHaveBeenCalledWith({ home: true, devices: 1 }));
  },
};

/**
 * Issue #26 (veilig-dubbel, 10 and 3 devices): 3 would change nothing (spec §8 downgrade with no
 * product); said before any summary, with the way that does get there: cancel the 10.
 */
export const ThreeChangesNothing: Story = {
  parameters: { sandbox: { persona: 'veilig-dubbel' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('radio', { name: /^3 apparaten/ })).toBeDisabled();
    await expect(
      page.getByText(
        'Dit verandert niets: je hebt Overal Veilig Online 3 al. Wil je alleen die houden? Zeg dan Overal Veilig Online 10 op.',
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Overal Veilig Online 10 opzeggen' }),
    ).toHaveAttribute(
      'href',
      routePaths.subscriptionsCease.href({ product: 'SEC-4201', stap: 'overzicht' }),
    );
  },
};
