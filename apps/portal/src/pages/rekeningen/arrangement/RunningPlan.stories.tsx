import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { reads } from '@vonk/domain';
import { formatDateInText } from '@vonk/ui';
import { personas } from '@vonk/sandbox/personas';
import { RunningPlan } from './RunningPlan.tsx';
import { sandboxProps, sectionDecorator } from '../../../testing/sectionStory.tsx';
import { euro } from '../../../testing/euro.ts';

// A running payment arrangement alone (ADR 033): regeling's plan from the sandbox (its dates are
// relative to the sandbox clock). InstallmentTable's stories show the schedule row by row.
const plan = personas.regeling.billing.installmentPlan!;

const meta = {
  title: 'Portal/Secties/Rekeningen/Betalingsregeling/Lopende regeling',
  component: RunningPlan,
  decorators: [sectionDecorator],
  loaders: [sandboxProps(async (get) => ({ plan: await get(reads.installmentPlan, undefined) }))],
  parameters: { sandbox: { persona: 'regeling' } },
  render: (_args, { loaded }) => <RunningPlan {...loaded.props} />,
} satisfies Meta<typeof RunningPlan>;

export default meta;
type Story = StoryObj<typeof RunningPlan>;

/** The first term paid: the whole plan, the next term and its date, the schedule. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const next = plan.installments[1]!;
    await expect(
      page.getByText(`Je betaalt ${euro(164.9)} in 3 maandelijkse termijnen.`),
    ).toBeVisible();
    await expect(
      page.getByText(
        `Je volgende termijn is ${euro(next.amount)}, te betalen op ${formatDateInText(next.dueDate)}.`,
      ),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Termijnen van je betalingsregeling' });
    await expect(table).toBeVisible();
    // How each term is paid, as the preview said before the customer agreed (issue #26).
    await expect(within(table).getAllByText('Overboeking')).toHaveLength(3);
    await expect(
      page.getByText(
        'Je maakt elke termijn zelf over. Zorg dat het bedrag uiterlijk op de datum in de tabel bij ons is.',
      ),
    ).toBeVisible();
  },
};

/** Every term paid (the sandbox answers the plan so): nothing is next. */
export const AllPaid: Story = {
  parameters: {
    sandbox: {
      persona: 'regeling',
      faults: [
        {
          path: '/api/installmentplan',
          method: 'GET',
          status: 200,
          body: {
            ...plan,
            installments: plan.installments.map((term) => ({ ...term, paid: true })),
          },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Je hebt alle termijnen betaald.')).toBeVisible();
    await expect(page.queryByText(/^Je volgende termijn is/)).toBeNull();
    await expect(page.queryByText('Nog te betalen')).toBeNull();
  },
};
