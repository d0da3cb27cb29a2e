import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MemoryRouter } from 'react-router-dom';
import { routePaths } from '@vonk/domain';
import type { RuntimeConfig } from '@vonk/domain';
import { PortalContext } from '../session/PortalContext.tsx';
import { testServices } from '../testing/testServices.ts';
import { ContentHtml } from './ContentHtml.tsx';
import { allowListHtml } from './testing/contentHtmlFixtures.ts';
import { XSS_CORPUS } from './testing/xssCorpus.ts';
import { unsafeFindings } from './testing/unsafeFindings.ts';
import { installXssTripwire } from './testing/xssTripwire.ts';

// The real ContentHtml in Chromium (ADR 062, 063): what content HTML may keep, and a corpus of
// hostile HTML that must execute nothing. e2e/serial/content-html-csp.spec.ts serves the same inputs
// through the production server under its strict CSP (ADR 082).

const config = { brand: { oldName: 'Ziggo', newName: 'Vonk' } } as RuntimeConfig;

const meta = {
  title: 'Portal/Content/ContentHtml',
  component: ContentHtml,
  decorators: [
    (Story) => (
      <PortalContext value={testServices({ config })}>
        <MemoryRouter>
          <main>
            <Story />
          </main>
        </MemoryRouter>
      </PortalContext>
    ),
  ],
} satisfies Meta<typeof ContentHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

const IN_APP = `${routePaths.invoices.href()}?jaar=2025`;

const ALLOWED_HTML = allowListHtml(IN_APP);

/** The allow-list: text structure, tables and links stay; forms, styles, images and ids go. */
export const AllowList: Story = {
  args: { html: ALLOWED_HTML, 'data-testid': 'content' } as Story['args'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const heading = await page.findByRole('heading', { level: 2, name: 'Welkom bij Vonk' });
    await expect(heading).not.toHaveAttribute('id');
    await expect(heading).not.toHaveAttribute('style');
    await expect(heading).not.toHaveAttribute('data-x');
    await expect(page.getByText(/regel je alles online\./)).toBeVisible();
    await expect(page.getAllByRole('listitem')).toHaveLength(2);
    await expect(page.getByRole('table', { name: 'Tarieven' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '€ 45' })).toBeVisible();
    const inApp = page.getByRole('link', { name: 'Bekijk je rekeningen' });
    await expect(inApp).toHaveAttribute('href', IN_APP);
    await expect(inApp).toHaveClass('routerlink');
    await expect(inApp).not.toHaveAttribute('rel');
    const external = page.getByRole('link', { name: 'Klantenservice' });
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('link', { name: 'Mail ons' })).toHaveAttribute(
      'href',
      'mailto:service@vonk.example',
    );
    await expect(page.getByRole('link', { name: 'Bel ons' })).toHaveAttribute(
      'href',
      'tel:+31201234567',
    );
    // An http: link loses its href, so it is no link any more; its text stays.
    await expect(page.queryByRole('link', { name: 'Oude site' })).toBeNull();
    await expect(page.getByText('Oude site')).toBeVisible();
    await expect(page.queryByRole('textbox')).toBeNull();
    await expect(page.queryByRole('button')).toBeNull();
    await expect(page.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('form, style, [style]')).toBeNull();
  },
};

/**
 * Every vector of the corpus through its own ContentHtml at once: no tripwire fires (alert,
 * confirm, prompt, print, xss), and neither the rendered DOM nor the DOM after serialising and
 * parsing it again (mutation XSS) holds a script, an event handler or a url outside the allow-list.
 */
export const XssCorpus: Story = {
  args: { html: '' },
  // Hostile markup, not a screen: the sanitised leftovers (empty links, stray cells) are not
  // meant to be accessible. The AllowList story is the axe-checked one.
  parameters: { a11y: { disable: true } },
  beforeEach: () => installXssTripwire(),
  render: () => (
    <>
      {XSS_CORPUS.map((vector) => (
        <section key={vector.id} data-vector={vector.id}>
          <ContentHtml html={vector.html} />
        </section>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(100);
    const sections = [...canvasElement.querySelectorAll<HTMLElement>('section[data-vector]')];
    await expect(sections).toHaveLength(XSS_CORPUS.length);
    const findings = sections.flatMap((section) => {
      const id = section.dataset.vector!;
      const reparsed = new DOMParser().parseFromString(section.innerHTML, 'text/html').body;
      return [
        ...unsafeFindings(section, location.origin).map((finding) => `${id}: ${finding}`),
        ...unsafeFindings(reparsed, location.origin).map((f) => `${id} (reparsed): ${f}`),
      ];
    });
    await expect(findings).toEqual([]);
    // Handlers and timers run late: give them time, then the tripwire must still be untouched.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await waitFor(() => expect(window.__xssHits).toEqual([]));
  },
};
