import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InitialLoading } from './InitialLoading.tsx';
import { PortalIntlProvider } from '../i18n/PortalIntlProvider.tsx';

// What the first route shows while its loaders run (login check, spec §2.5 preloads): never a
// blank page. Alone here (it is its own <main>); the page stories' `Loading` show it in place.
const meta = {
  title: 'Portal/Shell/Eerste keer laden',
  component: InitialLoading,
  decorators: [
    (Story) => (
      <PortalIntlProvider>
        <Story />
      </PortalIntlProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InitialLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled spinner in the page's main landmark (the skip link's target). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const main = page.getByRole('main');
    await expect(main).toHaveAttribute('id', 'inhoud');
    await expect(within(main).getByText('Mijn Vonk wordt geladen')).toBeVisible();
  },
};
