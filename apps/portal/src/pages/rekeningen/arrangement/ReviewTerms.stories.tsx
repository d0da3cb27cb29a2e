import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { reads } from '@vonk/domain';
import type { InstallmentPlanProposal } from '@vonk/domain';
import { formatDate } from '@vonk/ui';
import { ReviewTerms } from './ReviewTerms.tsx';
import type { ArrangementOutcome } from './ReviewTerms.tsx';
import { sandboxProps, sectionDecorator } from '../../../testing/sectionStory.tsx';
import { euro } from '../../../testing/euro.ts';

// Step 2 of a payment arrangement alone (ADR 033, 118): piet's proposal of 3 terms as the
// sandbox makes it, from its own day; while confirming, and how a confirmation can end without
// a plan. ArrangementSection's and /rekeningen's stories show the write itself.
const meta = {
  title: 'Portal/Secties/Rekeningen/Betalingsregeling/Termijnen controleren',
  component: ReviewTerms,
  decorators: [sectionDecorator],
  loaders: [
    sandboxProps(async (get) => {
      const proposal = await get(reads.installmentPlanProposal, { terms: 3 });
      if (!proposal) throw new Error('piet has no proposal of 3 terms');
      return { proposal };
    }),
  ],
  parameters: { sandbox: { persona: 'piet' } },
  args: {
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

/**
 * Every term's date, amount and how it is paid, as the sandbox proposes them (its day: ADR 118);
 * the heading focused; confirm and back are passed on.
 */
export const Default: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const { proposal } = (loaded as { props: { proposal: InstallmentPlanProposal } }).props;
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
    await expect(rows[1]).toHaveTextContent(formatDate(proposal.startDate));
    await expect(rows[1]).toHaveTextContent(euro(54.96));
    await expect(rows[1]).toHaveTextContent('Overboeking');
    await expect(rows[3]).toHaveTextContent(formatDate(proposal.installments[2]?.dueDate ?? ''));
    await expect(rows[3]).toHaveTextContent(euro(54.98));
    await expect(
      page.getByText(
        'Je maakt elke termijn zelf over. Zorg dat het bedrag uiterlijk op de datum in de tabel bij ons is.',
      ),
    ).toBeVisible();
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
  { kind: 'unconfirmed' },
  [
    'We weten niet zeker of je betalingsregeling is gelukt',
    'Er ging iets mis bij het afspreken. We zien nog geen betalingsregeling bij je gegevens, dus hij loopt nog niet. Probeer het over een paar minuten opnieuw. Lukt het dan nog niet? Bel de klantenservice.',
  ],
  'Probeer opnieuw af te spreken',
);

/** The server refused the plan without a message: said, with the way to the customer service. */
export const Refused: Story = outcomeStory(
  { kind: 'refused', message: null },
  [
    'Je betalingsregeling is niet afgesproken',
    'We kunnen nu geen betalingsregeling met je afspreken. Bel de klantenservice, dan zoeken we samen een oplossing.',
  ],
  CONFIRM,
);

/** Refused with the API's own message (the dates changed at midnight, ADR 118): that message. */
export const RefusedWithMessage: Story = outcomeStory(
  {
    kind: 'refused',
    message:
      'De datums van je termijnen zijn veranderd sinds je ze bekeek. Bekijk de nieuwe datums en spreek de regeling dan opnieuw af.',
  },
  [
    'Je betalingsregeling is niet afgesproken',
    'De datums van je termijnen zijn veranderd sinds je ze bekeek. Bekijk de nieuwe datums en spreek de regeling dan opnieuw af.',
  ],
  CONFIRM,
);

/** A customer who pays by direct debit: each term is debited on its date. */
export const DirectDebit: Story = {
  loaders: [
    sandboxProps(async (get) => {
      const proposal = await get(reads.installmentPlanProposal, { terms: 3 });
      if (!proposal) throw new Error('piet has no proposal of 3 terms');
      return { proposal: { ...proposal, paymentMethod: 'DirectDebit' as const } };
    }),
  ],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const rows = within(page.getByRole('table', { name: 'Je termijnen' })).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Automatische incasso');
    await expect(
      page.getByText(
        'We schrijven elke termijn automatisch af op de datum in de tabel. Zorg dat er dan genoeg geld op je rekening staat.',
      ),
    ).toBeVisible();
  },
};
