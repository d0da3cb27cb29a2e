import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTENT_EDIT_MODE_KEY, routePaths } from '@vonk/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CmsPage } from './CmsPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import { pageStateStories } from '../../testing/pageStates.ts';

const meta = {
  title: 'Portal/Pagina’s/Content (cms)',
  component: CmsPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', portal: { path: routePaths.cms.href(), persona: 'sanne' } },
} satisfies Meta<typeof CmsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cmsWindow = () => window as unknown as Record<string, unknown>;

/**
 * Sanne has the CMS flag: the content blocks, sanitised (no script, no event handler), with the
 * new brand name instead of the old one (spec §1).
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Welkom bij Vonk' }),
    ).toBeVisible();
    await expect(page.getByText(/Bij Vonk regel je alles online\./)).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Naar de klantenservice van Vonk' }),
    ).toHaveAttribute('href', 'https://www.vonk.example/service');
    await expect(page.queryByText(/Ziggo/)).not.toBeInTheDocument();
    const main = canvasElement.querySelector('main')!;
    await expect(main.querySelector('script')).toBeNull();
    await expect(main.querySelector('[onerror]')).toBeNull();
    await expect(cmsWindow().__cmsScriptRan).toBeUndefined();
    await expect(cmsWindow().__cmsHandlerRan).toBeUndefined();
  },
};

/** A routerlink in content opens the page in-app (spec §2.3), no page reload. */
export const RouterLink: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('link', { name: 'Bekijk je rekeningen' }));
    await expect(await page.findByRole('heading', { level: 1, name: 'Rekeningen' })).toBeVisible();
  },
};

/** Content edit mode stored in local storage: the raw content keys instead of the texts (spec §1). */
export const EditMode: Story = {
  parameters: {
    portal: {
      path: routePaths.cms.href(),
      persona: 'sanne',
      localStorage: { [CONTENT_EDIT_MODE_KEY]: 'true' },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'route.cms' })).toBeVisible();
    await expect(await page.findByRole('heading', { level: 2, name: 'cms.welcome' })).toBeVisible();
    await expect(page.queryByText(/Bij Vonk regel je alles online/)).not.toBeInTheDocument();
  },
};

const states = pageStateStories({
  path: routePaths.cms.href(),
  persona: 'sanne',
  read: '/api/content',
  heading: 'Content',
});
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;

/** With the production flag a failed page moves to /error, URL replaced (spec §8). */
export const ServerErrorInProduction: Story = {
  parameters: {
    portal: {
      path: routePaths.cms.href(),
      persona: 'sanne',
      production: true,
      faults: [{ path: '/api/content', status: 500 }],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Oeps! Hier ging iets mis.' }),
    ).toBeVisible();
    await expect(page.getByText('Je bent op een pagina die er even niet is.')).toBeVisible();
  },
};

/** Jan has no CMS flag: /cms is not there for him (spec §2.1). */
export const WithoutFlag: Story = {
  parameters: { portal: { path: routePaths.cms.href(), persona: 'jan' } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('heading', {
          level: 1,
          name: 'Sorry! Wij kunnen de pagina niet vinden.',
        }),
      ).toBeVisible(),
    );
  },
};
