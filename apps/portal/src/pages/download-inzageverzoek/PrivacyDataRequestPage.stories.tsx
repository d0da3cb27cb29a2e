import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { NEVER_MS } from '@vonk/sandbox/msw';
import { PrivacyDataRequestPage } from './PrivacyDataRequestPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';
import { asAgentStory, mobileStory } from '../../testing/pageStates.ts';

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

export const Loading: Story = {
  parameters: portal({ faults: [{ path: '/api/gdpr/availability', delayMs: NEVER_MS }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Mijn Vonk wordt geladen')).toBeVisible();
  },
};

/** Errors are handled globally (spec §2.2 "handled"): the shell stays, the page says it failed. */
export const ServerError: Story = {
  parameters: portal({
    faults: [{ path: '/api/gdpr/availability', method: 'GET', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Oeps! Er is iets fout gegaan.' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  },
};

/** After ServerError: the fault is gone and "Probeer opnieuw" brings the content back (the recovery as a story of its own, issue #32). */
export const ServerErrorRecovered: Story = {
  ...ServerError,
  play: async (context) => {
    await ServerError.play?.(context);
    const { canvasElement } = context;
    const page = within(canvasElement);
    await fetch('/__sandbox/faults', { method: 'DELETE' });
    await userEvent.click(page.getByRole('button', { name: 'Probeer opnieuw' }));
    await expect(await page.findByText('Klaar om te downloaden')).toBeVisible();
  },
};

export const AsAgent: Story = asAgentStory(path, 'kees', (page) =>
  page.findByText('Wordt voorbereid'),
);

export const Mobile: Story = mobileStory(async (page, canvasElement) => {
  await expect(await heading(canvasElement)).toBeVisible();
  return page.findByRole('button', { name: 'Download je gegevens (gdprdata.txt)' });
});
