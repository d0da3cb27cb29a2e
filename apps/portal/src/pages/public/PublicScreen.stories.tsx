import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublicScreen } from './PublicScreen.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';

const meta = {
  title: 'Portal/Pagina’s/Publieke pagina’s',
  component: PublicScreen,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', portal: { path: '/TaskBOFeedback', persona: null } },
} satisfies Meta<typeof PublicScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const titled = (path: string, title: string): Story => ({
  parameters: { portal: { path, persona: null } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: title }),
    ).toBeVisible();
  },
});

export const TaskFeedback = titled('/TaskBOFeedback', 'Je melding is opgelost.');
export const Unsubscribe = titled('/unsubscribe', 'Afmelden');
export const ReturnLabel = titled('/retour-label', 'Retourlabel');
export const CompleteTransfer = titled(
  '/overstappen-afronden/OV-2026-0042',
  'Overstappen afronden',
);
export const NewUsername = titled(
  '/nieuwe-gebruikersnaam',
  'Je nieuwe gebruikersnaam is ingesteld',
);
