import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContractSummary } from './ContractSummary.tsx';
import { sectionDecorator } from './sectionStory.tsx';
import { euro } from '../../testing/euro.ts';

// The running contract on the overview (GET /api/account/contractinfo; issue #14).
const meta = {
  title: 'Portal/Secties/Abonnementen/Contract',
  component: ContractSummary,
  decorators: [sectionDecorator],
  args: {
    contract: {
      hasRunningContract: true,
      startDate: '2025-03-15',
      endDate: '2027-03-15',
      earlyTerminationFee: 90,
      minimumTermMonths: 24,
      noticePeriodMonths: 1,
    },
  },
} satisfies Meta<typeof ContractSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Je contract' })).toBeVisible();
    await expect(page.getByText('Je contract loopt tot 15 maart 2027.')).toBeVisible();
    await expect(page.getByText(`Eerder opzeggen kan, voor ${euro(90)}.`)).toBeVisible();
  },
};

export const NoFixedTerm: Story = {
  args: {
    contract: {
      hasRunningContract: false,
      startDate: '2025-02-01',
      endDate: null,
      earlyTerminationFee: null,
      minimumTermMonths: null,
      noticePeriodMonths: 1,
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      page.getByText('Je hebt geen contract met een vaste looptijd. Je kan elke maand opzeggen.'),
    ).toBeVisible();
    await expect(page.queryByText(/Eerder opzeggen/)).toBeNull();
  },
};
