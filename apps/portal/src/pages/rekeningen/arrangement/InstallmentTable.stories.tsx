import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { installmentSchedule, reads } from '@vonk/domain';
import { formatDate } from '@vonk/ui';
import { personas } from '@vonk/sandbox/personas';
import { InstallmentTable } from './InstallmentTable.tsx';
import { sandboxProps, sectionDecorator } from '../../../testing/sectionStory.tsx';
import { euro } from '../../../testing/euro.ts';

// The instalments of an arrangement (ADR 033), row by row: before confirming (piet's arrears from
// his eligibility in the sandbox, in 6 terms) and in a running plan (regeling's, paid terms marked).
const meta = {
  title: 'Portal/Secties/Rekeningen/Betalingsregeling/Termijnen',
  component: InstallmentTable,
  decorators: [sectionDecorator],
  args: { caption: 'Je termijnen' },
  render: (args, { loaded }) => <InstallmentTable {...args} {...loaded.props} />,
} satisfies Meta<typeof InstallmentTable>;

export default meta;
type Story = StoryObj<typeof InstallmentTable>;

const rows = (canvasElement: HTMLElement, caption: string) =>
  within(within(canvasElement).getByRole('table', { name: caption })).getAllByRole('row');

/** Before confirming: term, date and amount; the last term takes the cents left; no status. */
export const Preview: Story = {
  loaders: [
    sandboxProps(async (get) => {
      const { amount } = await get(reads.installmentPlanEligibility, undefined);
      return { installments: installmentSchedule(amount, 6, '2026-11-23') };
    }),
  ],
  parameters: { sandbox: { persona: 'piet' } },
  play: async ({ canvasElement }) => {
    const headers = within(canvasElement).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Termijn',
      'Betalen op',
      'Bedrag',
    ]);
    const all = rows(canvasElement, 'Je termijnen');
    await expect(all).toHaveLength(7);
    for (const text of ['Termijn 1', '23-11-2026', euro(27.48)])
      await expect(all[1]).toHaveTextContent(text);
    for (const text of ['Termijn 6', '23-04-2027', euro(27.5)])
      await expect(all[6]).toHaveTextContent(text);
  },
};

/** A running plan: which terms are paid and which are still to pay. */
export const WithPaid: Story = {
  args: { caption: 'Termijnen van je betalingsregeling', showPaid: true },
  loaders: [
    sandboxProps(async (get) => ({
      installments: (await get(reads.installmentPlan, undefined))!.installments,
    })),
  ],
  parameters: { sandbox: { persona: 'regeling' } },
  play: async ({ canvasElement }) => {
    const [first, second, third] = personas.regeling.billing.installmentPlan!.installments;
    const all = rows(canvasElement, 'Termijnen van je betalingsregeling');
    await expect(within(canvasElement).getByRole('columnheader', { name: 'Status' })).toBeVisible();
    await expect(all[1]).toHaveTextContent(formatDate(first!.dueDate));
    await expect(all[1]).toHaveTextContent('Betaald');
    await expect(all[2]).toHaveTextContent(formatDate(second!.dueDate));
    await expect(all[2]).toHaveTextContent('Nog te betalen');
    await expect(all[3]).toHaveTextContent('Nog te betalen');
    await expect(all[3]).toHaveTextContent(euro(third!.amount));
  },
};
