import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { TvSettingsPage } from './TvSettingsPage.tsx';
import { portalDecorator, sandboxLoader } from '../../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../../testing/storyHarness.tsx';
import { mobileStory, pageStateStories } from '../../../testing/pageStates.ts';

const path = routePaths.tvSettings.href();
const portal = (value: Partial<PortalStoryParameters>) => ({ portal: { path, ...value } });

const meta = {
  title: 'Portal/Pagina’s/Instellingen TV',
  component: TvSettingsPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...portal({ persona: 'piet' }) },
} satisfies Meta<typeof TvSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const opened = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: 'TV' })).toBeVisible();
  return page;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement);
    await expect(await page.findByRole('switch', { name: 'Kinderslot' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Terugkijken' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Opnemen in de cloud' })).not.toBeChecked();
    const boxes = within(page.getByRole('table', { name: 'Je tv-ontvangers' }));
    await expect(boxes.getByRole('rowheader', { name: /Mediabox/ })).toBeVisible();
    // A back link to the settings root (showSubMenu) and a link to the fixed line.
    await expect(
      page.getByRole('link', { name: 'Naar je instellingen voor Vast bellen' }),
    ).toHaveAttribute('href', routePaths.settings.href());
  },
};

export const WithoutTv: Story = {
  parameters: portal({ persona: 'sanne' }),
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement);
    await expect(await page.findByText('Je hebt geen TV bij Vonk')).toBeVisible();
  },
};

const states = pageStateStories({
  path,
  read: '/api/settopboxes/info',
  loaded: (page) => page.findByRole('table', { name: 'Je tv-ontvangers' }),
});
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
export const ServerErrorRecovered: Story = states.ServerErrorRecovered;

export const Mobile: Story = mobileStory(async (_page, canvasElement) =>
  (await opened(canvasElement)).findByRole('button', { name: 'TV-instellingen opslaan' }),
);
