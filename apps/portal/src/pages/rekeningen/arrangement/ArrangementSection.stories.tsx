import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import type { InstallmentPlanEligibility } from '@vonk/domain';
import { formatDate } from '@vonk/ui';
import { ArrangementSection } from './ArrangementSection.tsx';
import { useArrearsOptions } from '../useArrearsOptions.ts';
import { liveSectionDecorator, liveSectionLoader } from '../../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../../testing/liveSection.tsx';
import { euro } from '../../../testing/euro.ts';

// The payment arrangement section alone (ADR 033, 088), with the persona's own dunning status,
// plan and eligibility from the sandbox. /rekeningen's page stories show it in place: the
// overview's link to it, a confirmed plan in the invoice list.

const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'piet', path: routePaths.invoices.href(), ...value },
});
const notEligible = (
  reason: InstallmentPlanEligibility['reason'],
): { path: string; method: string; status: number; body: InstallmentPlanEligibility } => ({
  path: '/api/installmentplan/eligibility',
  method: 'GET',
  status: 200,
  body: { eligible: false, reason, amount: 164.9, termOptions: [], minimumAmount: 25 },
});

/** The section with the arrears options the page would give it. */
function ArrangementOfPersona() {
  const options = useArrearsOptions();
  return options ? <ArrangementSection option={options.arrangement} /> : null;
}

const meta = {
  title: 'Portal/Secties/Rekeningen/Betalingsregeling',
  component: ArrangementSection,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  render: () => <ArrangementOfPersona />,
} satisfies Meta<typeof ArrangementSection>;

export default meta;
type Story = StoryObj<typeof ArrangementSection>;

const section = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Betalingsregeling' }));

/**
 * Piet may spread his arrears: the choice, then (6 months) the review with its focused heading
 * and every term. Each step's own states: ChooseTerms's and ReviewTerms's stories.
 */
export const Offer: Story = {
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await expect(
      await found.findByRole('radiogroup', { name: 'In hoeveel maanden wil je betalen?' }),
    ).toBeVisible();
    await userEvent.click(found.getByRole('radio', { name: /^In 6 maanden/ }));
    await userEvent.click(found.getByRole('button', { name: 'Bekijk je termijnen' }));
    await expect(
      await found.findByRole('heading', { name: 'Je betalingsregeling in 6 termijnen' }),
    ).toHaveFocus();
    const rows = within(found.getByRole('table', { name: 'Je termijnen' })).getAllByRole('row');
    await expect(rows).toHaveLength(7);
    await expect(rows[6]).toHaveTextContent(euro(27.5));
  },
};

/**
 * The review step has its own URL (`?termijnen=2`): a reload or Back lands there. Its dates are
 * the sandbox's (UTC) day, not the browser's (ADR 118), and each term is paid by transfer.
 */
export const Review: Story = {
  parameters: sandbox({ path: routePaths.invoices.href({ termijnen: '2' }) }),
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await expect(
      await found.findByRole('heading', { name: 'Je betalingsregeling in 2 termijnen' }),
    ).toBeVisible();
    const rows = within(found.getByRole('table')).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent(formatDate(new Date().toISOString().slice(0, 10)));
    await expect(rows[0]).toHaveTextContent(euro(82.45));
    await expect(rows[0]).toHaveTextContent('Overboeking');
    await expect(
      found.getByText(
        'Je maakt elke termijn zelf over. Zorg dat het bedrag uiterlijk op de datum in de tabel bij ons is.',
      ),
    ).toBeVisible();
    await userEvent.click(found.getByRole('button', { name: 'Ander aantal termijnen kiezen' }));
    await expect(await found.findByRole('radiogroup')).toBeVisible();
  },
};

/** A running plan (regeling) instead of the offer; its terms: RunningPlan's stories. */
export const Running: Story = {
  parameters: sandbox({ persona: 'regeling' }),
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await expect(
      found.getByText(`Je betaalt ${euro(164.9)} in 3 maandelijkse termijnen.`),
    ).toBeVisible();
    await expect(
      found.getByRole('table', { name: 'Termijnen van je betalingsregeling' }),
    ).toBeVisible();
    await expect(found.queryByRole('radiogroup')).toBeNull();
  },
};

/** Jan pays on time: not needed, and what to do instead. */
export const NotInArrears: Story = {
  parameters: sandbox({ persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await expect(
      found.getByText(
        'Je hebt geen betalingsachterstand, dus een betalingsregeling is niet nodig.',
      ),
    ).toBeVisible();
    await expect(
      found.getByText(
        'Kun je je volgende rekening niet op tijd betalen? Vraag dan uitstel van betaling aan.',
      ),
    ).toBeVisible();
  },
};

/** Lage-achterstand: € 12,50 is too little, and from what amount it can (the API's minimum). */
export const AmountTooLow: Story = {
  parameters: sandbox({ persona: 'lage-achterstand' }),
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await expect(
      found.getByText(
        `Je achterstand van ${euro(12.5)} is te laag voor een betalingsregeling. Een betalingsregeling kan vanaf ${euro(25)}.`,
      ),
    ).toBeVisible();
    await expect(
      found.getByText('Betaal het bedrag in één keer. Lukt dat niet? Bel de klantenservice.'),
    ).toBeVisible();
  },
};

export const AlreadyInArrangement: Story = {
  parameters: sandbox({ faults: [notEligible('AlreadyInArrangement')] }),
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await expect(
      found.getByText('Je hebt al een betalingsregeling. Je kunt er maar één tegelijk hebben.'),
    ).toBeVisible();
  },
};

/** The persona `incasso` (npm start): at Incasso Noord, named, with how to reach them (ADR 117). */
export const AtCollectionAgency: Story = {
  parameters: sandbox({ persona: 'incasso' }),
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await expect(
      found.getByText(
        'Je achterstand is al bij incassobureau Incasso Noord. Daarom kun je bij ons geen betalingsregeling meer afspreken.',
      ),
    ).toBeVisible();
    await expect(
      found.getByText(
        'Neem contact op met Incasso Noord. Met hen kun je een betalingsregeling afspreken.',
      ),
    ).toBeVisible();
    await expect(found.getByRole('link', { name: 'Bel 088-1234567' })).toBeVisible();
    await expect(found.queryByRole('button', { name: 'Bekijk je termijnen' })).toBeNull();
  },
};

/** The persona `geen-regeling` (npm start): refused for another reason, said honestly. */
export const NotPossible: Story = {
  parameters: sandbox({ persona: 'geen-regeling' }),
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await expect(found.getByText('Een betalingsregeling is nu niet mogelijk.')).toBeVisible();
    await expect(found.queryByRole('button', { name: 'Bekijk je termijnen' })).toBeNull();
  },
};

/** installment2Magenta on (regeling-elders): the arrangement is made in the other web app. */
export const Elsewhere: Story = {
  parameters: sandbox({ persona: 'regeling-elders' }),
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await expect(
      found.getByRole('link', { name: /Naar betalingsregeling afspreken/ }),
    ).toHaveAttribute('href', 'https://www.vonk.example/my/betalingsregeling');
    await expect(found.queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};

/** Spec §8 window: the arrangement cannot be made, and the disabled button says why. */
export const DuringNotice: Story = {
  parameters: sandbox({ today: '2027-01-23' }),
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    const button = found.getByRole('button', { name: 'Bekijk je termijnen' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'Door onderhoud kun je van 22/01 tot en met 26/01 geen betalingsregeling afspreken. Probeer het daarna opnieuw.',
    );
  },
};

/**
 * The customer looked at the terms before midnight and confirms after it: the API refuses with
 * its message (ADR 118), which stays, and the table shows the API's new dates.
 */
export const DatesChanged: Story = {
  parameters: sandbox({
    path: routePaths.invoices.href({ termijnen: '3' }),
    faults: [
      {
        path: '/api/installmentplan',
        method: 'POST',
        status: 200,
        body: {
          success: false,
          message:
            'De datums van je termijnen zijn veranderd sinds je ze bekeek. Bekijk de nieuwe datums en spreek de regeling dan opnieuw af.',
        },
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await userEvent.click(
      await found.findByRole('button', { name: 'Betalingsregeling afspreken' }),
    );
    const alert = await found.findByRole('alert');
    await expect(alert).toHaveTextContent('Je betalingsregeling is niet afgesproken');
    await expect(alert).toHaveTextContent(
      'De datums van je termijnen zijn veranderd sinds je ze bekeek. Bekijk de nieuwe datums en spreek de regeling dan opnieuw af.',
    );
    await expect(found.getByRole('table', { name: 'Je termijnen' })).toBeVisible();
  },
};

/** In the §8 window a link to `?termijnen=3` does not open the review: blocked on entry. */
export const DuringNoticeDeepLink: Story = {
  parameters: sandbox({ today: '2027-01-23', path: routePaths.invoices.href({ termijnen: '3' }) }),
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await expect(found.getByRole('button', { name: 'Bekijk je termijnen' })).toBeDisabled();
    await expect(found.queryByRole('button', { name: 'Betalingsregeling afspreken' })).toBeNull();
  },
};
