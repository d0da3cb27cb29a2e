import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import type { InstallmentPlanEligibility } from '@vonk/domain';
import { ArrangementSection } from './ArrangementSection.tsx';
import { usePageData } from '../../../shell/usePageData.ts';
import { liveSectionDecorator, liveSectionLoader } from '../../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../../testing/liveSection.tsx';
import { euro } from '../../../testing/euro.ts';

// The payment arrangement section alone (ADR 034, 088), with the persona's own dunning status,
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
  body: { eligible: false, reason, amount: 164.9, termOptions: [] },
});

/** The section with the dunning status the page would give it. */
function ArrangementOfPersona() {
  const dunning = usePageData(reads.dunningStatus).data;
  return dunning ? <ArrangementSection dunning={dunning} /> : null;
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
      found.getByRole('radiogroup', { name: 'In hoeveel maanden wil je betalen?' }),
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

/** The review step has its own URL (`?termijnen=2`): a reload or Back lands there. */
export const Review: Story = {
  parameters: sandbox({ path: routePaths.invoices.href({ termijnen: '2' }), today: '2026-11-23' }),
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await expect(
      await found.findByRole('heading', { name: 'Je betalingsregeling in 2 termijnen' }),
    ).toBeVisible();
    const rows = within(found.getByRole('table')).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent('23-11-2026');
    await expect(rows[0]).toHaveTextContent(euro(82.45));
    await expect(rows[1]).toHaveTextContent('23-12-2026');
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

export const AmountTooLow: Story = {
  parameters: sandbox({ persona: 'lage-achterstand' }),
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await expect(
      found.getByText(`Je achterstand van ${euro(12.5)} is te laag voor een betalingsregeling.`),
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

/** The persona `incasso` (npm start): handed over to the agency, which is the way out. */
export const AtCollectionAgency: Story = {
  parameters: sandbox({ persona: 'incasso' }),
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await expect(found.getByText(/Je achterstand is al bij het incassobureau\./)).toBeVisible();
    await expect(
      found.getByText(
        'Neem contact op met het incassobureau. Met hen kun je een betalingsregeling afspreken.',
      ),
    ).toBeVisible();
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
