import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { ProductHoldingText } from './ProductHoldingText.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../testing/liveSection.tsx';

// Why no product is listed (issue #26), the same text on the dashboard and on /abonnementen.
const meta = {
  title: 'Portal/Secties/Geen producten',
  component: ProductHoldingText,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: { sandbox: { persona: 'opgezegd', path: routePaths.dashboard.href() } },
  args: { holding: 'ceased' },
} satisfies Meta<typeof ProductHoldingText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything cancelled (status Ceased). */
export const Ceased: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Je hebt geen actieve producten meer. Je abonnement is opgezegd.',
      ),
    ).toBeVisible();
  },
};

/** Nothing yet: a new customer. */
export const NoneYet: Story = {
  args: { holding: 'none' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Je hebt nog geen producten.')).toBeVisible();
  },
};
