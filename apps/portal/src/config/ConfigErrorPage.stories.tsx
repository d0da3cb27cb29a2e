import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConfigErrorPage } from './ConfigErrorPage.tsx';

const meta = {
  title: 'Portal/Pagina’s/Configuratie ontbreekt',
  component: ConfigErrorPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfigErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** config.json missing or invalid: a clear Dutch message and a way to try again. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      page.getByRole('heading', { name: 'Mijn Vonk kan nu niet starten' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeEnabled();
  },
};
