import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { RuntimeConfig } from '@vonk/domain';
import { TaskFeedbackPage } from './TaskFeedbackPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import { routePaths } from '@vonk/domain';

const meta = {
  title: 'Portal/Pagina’s/Melding opgelost',
  component: TaskFeedbackPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: {
    layout: 'fullscreen',
    portal: { path: routePaths.taskFeedback.href(), persona: null },
  },
} satisfies Meta<typeof TaskFeedbackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { config } = loaded as { config: RuntimeConfig };
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Je melding is opgelost.' }),
    ).toBeVisible();
    await expect(
      page.getByText('Bedankt voor je geduld. We hebben je melding afgehandeld.'),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Werkt er toch nog iets niet zoals het hoort? Neem dan contact op met onze klantenservice.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar Mijn Vonk' })).toHaveAttribute(
      'href',
      routePaths.dashboard.href(),
    );
    await expect(page.getByRole('link', { name: /Naar de klantenservice/ })).toHaveAttribute(
      'href',
      config.externalUrls.service,
    );
    await expect(page.queryByRole('navigation', { name: 'Hoofdmenu' })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: Default.play,
};
