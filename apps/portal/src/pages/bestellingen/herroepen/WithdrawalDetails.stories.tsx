import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { personas } from '@vonk/sandbox/personas';
import { withdrawalPeriod } from '@vonk/domain';
import type { WithdrawalPeriod } from '@vonk/domain';
import { WithdrawalDetails } from './WithdrawalDetails.tsx';
import { liveSectionMeta } from '../../../testing/liveSection.tsx';

// Step 1 (ADR 130): only what identifies the contract, prefilled from bezorging's account.
const migration = personas.bezorging.orders.find((order) => order.id === 'ORD-1203')!;
const bram = personas.bezorging.account.personInformation;

const meta = {
  title: 'Portal/Secties/Bestellingen/Herroepen/Stap 1',
  component: WithdrawalDetails,
  ...liveSectionMeta({ persona: 'bezorging' }),
  args: {
    order: migration,
    period: withdrawalPeriod(migration, new Date()) as Extract<WithdrawalPeriod, { kind: 'open' }>,
    defaults: {
      name: `${bram.firstName} ${bram.lastName}`,
      products: ['Internet Extra'],
      emailAddress: bram.primaryEmailAddress,
    },
  },
} satisfies Meta<typeof WithdrawalDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prefilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^Je naam/ })).toHaveValue(
      'Bram de Wit',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Internet Extra' })).toBeChecked();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByRole('textbox', { name: /^Je naam/ }));
    await userEvent.clear(canvas.getByRole('textbox', { name: /^E-mailadres/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mailadres/ }), 'bram@');
    await userEvent.click(canvas.getByRole('button', { name: 'Verder naar bevestigen' }));
    await expect(await canvas.findByRole('link', { name: 'Vul je naam in.' })).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
      }),
    ).toBeVisible();
  },
};
