import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { reads } from '@vonk/domain';
import { ReviewTerms } from './ReviewTerms.tsx';
import type { ArrangementOutcome } from './ReviewTerms.tsx';
import { sandboxProps, sectionDecorator } from '../../../testing/sectionStory.tsx';
import { euro } from '../../../testing/euro.ts';

// Step 2 of a payment arrangement alone (ADR 034): piet's arrears from his eligibility in the
// sandbox, in 3 terms from 23 November 2026; while confirming, and how a confirmation can end
// without a plan. ArrangementSection's and /rekeningen's stories show the write itself.
const meta = {
  title: 'Portal/Secties/Rekeningen/Betalingsregeling/Termijnen controleren',
  component: ReviewTerms,
  decorators: [sectionDecorator],
  loaders: [
    sandboxProps(async (get) => ({
      amount: (await get(reads.installmentPlanEligibility, undefined)).amount,
    })),
  ],
  parameters: { sandbox: { persona: 'piet' } },
  args: {
    terms: 3,
    today: '2026-11-23',
    confirming: false,
    outcome: null,
    onConfirm: fn(),
    onBack: fn(),
  },
  render: (args, { loaded }) => <ReviewTerms {...args} {...loaded.props} />,
} satisfies Meta<typeof ReviewTerms>;

export default meta;
type Story = StoryObj<typeof ReviewTerms>;

const CONFIRM = 'Betalingsregeling afspreken';
const BACK = 'Ander aantal termijnen kiezen';

/** Every term's date and amount, the heading focused; confirm and back are passed on. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await waitFor(() =>
      expect(
        page.getByRole('heading', { name: 'Je betalingsregeling in 3 termijnen' }),
      ).toHaveFocus(),
    );
    await expect(
      page.getByText(
        `Je betaalt ${euro(164.9)} in 3 maandelijkse termijnen. Controleer ze voordat je de regeling afspreekt.`,
      ),
    ).toBeVisible();
    const rows = within(page.getByRole('table', { name: 'Je termijnen' })).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('23-11-2026');
    await expect(rows[1]).toHaveTextContent(euro(54.96));
    await expect(rows[3]).toHaveTextContent('23-01-2027');
    await expect(rows[3]).toHaveTextContent(euro(54.98));
    await userEvent.click(page.getByRole('button', { name: CONFIRM }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(page.getByRole('button', { name: BACK }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Confirming: the button is busy, going back waits. */
export const Confirming: Story = {
  args: { confirming: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: new RegExp(`^${CONFIRM}`) })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(page.getByRole('button', { name: BACK })).toBeDisabled();
  },
};

/** A confirmation that ended without a plan: its alert's title and body, and the button then. */
const outcomeStory = (
  outcome: ArrangementOutcome,
  [title, body]: readonly [string, string],
  button: string,
): Story => ({
  args: { outcome },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const alert = page.getByRole('alert');
    await expect(alert).toHaveTextContent(title);
    await expect(alert).toHaveTextContent(body);
    await expect(page.getByRole('button', { name: button })).toBeVisible();
  },
});

/** No plan came back and none is known: said honestly, with a retry. */
export const Unconfirmed: Story = outcomeStory(
  'unconfirmed',
  [
    'We weten niet zeker of je betalingsregeling is gelukt',
    'Er ging iets mis bij het afspreken. We zien nog geen betalingsregeling bij je gegevens, dus hij loopt nog niet. Probeer het over een paar minuten opnieuw. Lukt het dan nog niet? Bel de klantenservice.',
  ],
  'Probeer opnieuw af te spreken',
);

/** The server refused the plan: said, with the way to the customer service. */
export const Refused: Story = outcomeStory(
  'refused',
  [
    'Je betalingsregeling is niet afgesproken',
    'We kunnen nu geen betalingsregeling met je afspreken. Bel de klantenservice, dan zoeken we samen een oplossing.',
  ],
  CONFIRM,
);
