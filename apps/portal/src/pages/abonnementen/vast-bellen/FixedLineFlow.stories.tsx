import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { FixedLineFlow } from './FixedLineFlow.tsx';
import { euro } from '../../../testing/euro.ts';
import { flowMeta, flowPortal } from '../../../testing/flowStory.ts';
import {
  confirmToReceipt,
  loadingStory,
  readFailsStory,
  refusedStory,
  serverErrorStory,
} from '../../../testing/flowPlays.ts';

const fixedLine = (product?: string, stap?: string) =>
  routePaths.subscriptionsFixedLine.href({ product, stap });

const BASIS = { path: fixedLine('Vast bellen Basis', 'overzicht'), persona: 'sanne' } as const;

const meta = {
  title: 'Portal/Pagina’s/Abonnementen/Vast bellen',
  component: FixedLineFlow,
  ...flowMeta({ path: fixedLine(), persona: 'sanne' }),
} satisfies Meta<typeof FixedLineFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 (sanne, internet only): the first line; plans cheapest first with their price. */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Vast bellen toevoegen' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kies hoe je vast wilt bellen' })).toBeVisible();
    await expect(page.getByText('Stap 1 van 3')).toBeVisible();
    const radios = within(page.getByRole('radiogroup', { name: /Belabonnement/ })).getAllByRole(
      'radio',
    );
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'Vast bellen Basis',
      'Vast bellen Onbeperkt',
    ]);
    await expect(page.getByText(`Bellen per minuut. ${euro(7.5)} per maand.`)).toBeVisible();
    await expect(page.queryByRole('radio', { name: /Nummerbehoud/ })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await expect((await page.findAllByText('Kies een belabonnement.')).length).toBeGreaterThan(0);
  },
};

/** storing has one line: the flow offers a second. */
export const ChooseSecondLine: Story = {
  parameters: flowPortal({ path: fixedLine(), persona: 'storing' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'Kies een belabonnement voor je tweede lijn',
      }),
    ).toBeVisible();
  },
};

/** Step 2: what changes, the new monthly price, no one-off costs, from today; number porting. */
export const Summary: Story = {
  parameters: flowPortal(BASIS),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Stap 2 van 3')).toBeVisible();
    await expect(
      page.getByText('Je krijgt een vaste telefoonlijn met Vast bellen Basis.'),
    ).toBeVisible();
    await expect(page.getByText(`${euro(52.5)} (${euro(7.5)} meer)`)).toBeVisible();
    await expect(page.getByText('23 november 2026')).toBeVisible();
    await expect(page.getByText(/Vraag dan Nummerbehoud aan bij Instellingen/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Keuze aanpassen' })).toHaveAttribute(
      'href',
      fixedLine('Vast bellen Basis', 'keuze'),
    );
  },
};

/** Confirm → receipt with the order number, and the write's Success event. */
export const Ordered: Story = {
  parameters: flowPortal({
    path: fixedLine('Vast bellen Onbeperkt', 'overzicht'),
    persona: 'sanne',
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await confirmToReceipt(page, {
      eventCategory: 'SS - Vast bellen',
      eventLabel: 'Vast bellen bestellen',
    });
    await expect(page.getByRole('link', { name: 'Naar Bestellingen' })).toBeVisible();
  },
};

/** The server refuses (success false): its Dutch message, no receipt. */
export const Refused: Story = refusedStory(
  { ...BASIS, write: '/api/products/voip' },
  'Vast bellen kan alleen met internet.',
);

export const ServerError: Story = serverErrorStory({ ...BASIS, write: '/api/products/voip' });

/** kees has two lines: nothing to add, said plainly, with the way back. */
export const TwoLinesAlready: Story = {
  parameters: flowPortal({ path: fixedLine(), persona: 'kees' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Je hebt al twee telefoonlijnen')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Verder' })).toBeNull();
    await expect(page.getByRole('link', { name: 'Terug naar je abonnement' })).toBeVisible();
  },
};

/** The plans are still on their way: the page waits, it does not show a half flow. */
export const Loading: Story = loadingStory(
  { path: fixedLine(), persona: 'sanne' },
  '/api/products/voip',
);

/** The plans cannot be read: spec §8, the page is marked failed, the shell stays. */
export const PlansFail: Story = readFailsStory(
  { path: fixedLine(), persona: 'sanne' },
  '/api/products/voip',
);
