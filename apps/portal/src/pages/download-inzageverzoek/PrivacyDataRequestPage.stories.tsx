import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { PrivacyDataRequestPage } from './PrivacyDataRequestPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';
import { asAgentStory, mobileStory, pageStateStories } from '../../testing/pageStates.ts';

const path = routePaths.privacyDataRequest.href();
const portal = (value: Partial<PortalStoryParameters>) => ({ portal: { path, ...value } });

const meta = {
  title: 'Portal/Pagina’s/Inzageverzoek downloaden',
  component: PrivacyDataRequestPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...portal({ persona: 'jan' }) },
} satisfies Meta<typeof PrivacyDataRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Inzageverzoek downloaden' });

// Ready, being prepared and a failed download: PrivacyDataRequest's stories (ADR 088).

const states = pageStateStories({
  path,
  read: '/api/gdpr/availability',
  loaded: (page) => page.findByText('Klaar om te downloaden'),
});
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
export const ServerErrorRecovered: Story = states.ServerErrorRecovered;

export const AsAgent: Story = asAgentStory(path, 'kees', (page) =>
  page.findByText('Wordt voorbereid'),
);

export const Mobile: Story = mobileStory(async (page, canvasElement) => {
  await expect(await heading(canvasElement)).toBeVisible();
  return page.findByRole('button', { name: 'Download je gegevens (gdprdata.txt)' });
});
