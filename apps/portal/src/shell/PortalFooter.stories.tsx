import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { RuntimeConfig } from '@vonk/domain';
import { PortalFooter } from './PortalFooter.tsx';
import { PortalIntlProvider } from '../i18n/PortalIntlProvider.tsx';
import { PortalContext } from '../session/PortalContext.tsx';
import { liveSectionLoader } from '../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../testing/liveSection.tsx';
import { testServices } from '../testing/testServices.ts';

// The portal's footer alone (spec §1, §9): its links from the sandbox's served config, the
// service hours. AuthenticatedShell's stories show it under every shell page. In a <footer> as
// AppShell puts it (the contentinfo landmark), not in a section story's <main>.
const servedConfig: Decorator = (Story, { loaded, parameters }) => {
  const { config } = parameters.sandbox as LiveSectionParameters;
  return (
    <PortalIntlProvider>
      <PortalContext value={testServices({ config: { ...loaded.config, ...config } })}>
        <footer>
          <Story />
        </footer>
      </PortalContext>
    </PortalIntlProvider>
  );
};

const meta = {
  title: 'Portal/Shell/Footer',
  component: PortalFooter,
  loaders: [liveSectionLoader],
  decorators: [servedConfig],
  parameters: { layout: 'fullscreen', sandbox: { persona: 'jan' } },
} satisfies Meta<typeof PortalFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link to the main site: its text, then "(opent externe website)" for a screen reader. */
const external = (text: string) =>
  new RegExp(`^${text}\\s+\\(opent externe website in nieuw tabblad\\)$`);

const footer = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('contentinfo'));

/** Marketing and service links to the main site, and both lines' opening hours. */
export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const found = await footer(canvasElement);
    const urls = (loaded.config as RuntimeConfig).externalUrls;
    for (const [name, href] of [
      ['Winkels', urls.shops],
      ['Al je abonnementen', urls.subscriptionOverview],
      ['Community', urls.community],
      ['Service & contact', urls.service],
      ['Privacyinstellingen', urls.privacySettings],
    ] as const)
      await expect(found.getByRole('link', { name: external(name) })).toHaveAttribute('href', href);
    await expect(found.getByText('Producten')).toBeVisible();
    await expect(found.getByText('Openingstijden klantenservice')).toBeVisible();
    const hours = found.getByText('Openingstijden klantenservice').parentElement;
    await expect(hours).toHaveTextContent('Technische hulp: maandag t/m vrijdag 08:00–20:00 uur');
    await expect(hours).toHaveTextContent('Overige vragen: maandag t/m vrijdag 08:00–18:00 uur');
    await expect(hours).toHaveTextContent('zondag gesloten');
  },
};

/** A link the served config does not have is left out, not shown empty. */
export const FewerLinks: Story = {
  parameters: {
    sandbox: {
      persona: 'jan',
      config: {
        externalUrls: {
          shops: 'https://www.vonk.example/winkels',
          service: 'https://www.vonk.example/service',
        } as RuntimeConfig['externalUrls'],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const found = await footer(canvasElement);
    await expect(found.getByRole('link', { name: external('Winkels') })).toBeVisible();
    await expect(found.getByRole('link', { name: external('Service & contact') })).toBeVisible();
    await expect(found.getAllByRole('link')).toHaveLength(2);
    for (const name of ['Al je abonnementen', 'Community', 'Privacyinstellingen'])
      await expect(found.queryByText(name)).toBeNull();
  },
};
