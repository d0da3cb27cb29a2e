import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { InternetFlow } from './InternetFlow.tsx';
import { euro } from '../../../testing/euro.ts';
import { flowMeta, flowPortal } from '../../../testing/flowStory.ts';
import { confirmToReceipt, refusedStory, serverErrorStory } from '../../../testing/flowPlays.ts';

const internet = (product?: string, stap?: string) =>
  routePaths.subscriptionsInternet.href({ product, stap });

const GIGA = { path: internet('Internet Giga', 'overzicht'), persona: 'sanne' } as const;

const meta = {
  title: 'Portal/Pagina’s/Abonnementen/Internetsnelheid',
  component: InternetFlow,
  ...flowMeta({ path: internet(), persona: 'sanne' }),
} satisfies Meta<typeof InternetFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the internet products with their speed; what sanne has cannot be chosen again. */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Internetsnelheid wijzigen' }),
    ).toBeVisible();
    await expect(
      page.getByRole('radio', { name: /Internet Start \(wat je nu hebt\)/ }),
    ).toBeDisabled();
    await expect(page.getByText('Tot 1000 Mbit/s download')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await expect(
      (await page.findAllByText('Kies een ander internetabonnement.')).length,
    ).toBeGreaterThan(0);
  },
};

/** Step 2 and confirm: Giga instead of Start, a modify with previousId, tracked. */
export const Changed: Story = {
  parameters: flowPortal(GIGA),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Je gaat van Internet Start naar Internet Giga.'),
    ).toBeVisible();
    await expect(page.getByText(`${euro(69.5)} (${euro(24.5)} meer)`)).toBeVisible();
    await confirmToReceipt(page, { eventLabel: 'Producten wijzigen' });
  },
};

/** The API refuses the change: its Dutch message above the summary, the choice kept. */
export const Refused: Story = refusedStory(
  {
    ...GIGA,
    write: '/api/products/modify',
    alsoSees: ['Je gaat van Internet Start naar Internet Giga.'],
  },
  'Internet Giga is op je adres niet beschikbaar.',
);

export const ServerError: Story = serverErrorStory({ ...GIGA, write: '/api/products/modify' });
