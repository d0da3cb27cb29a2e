import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { vonkViewports } from './viewports.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

type ViewportName = keyof typeof vonkViewports;

/**
 * Storybook's a11y addon runs axe in the preview after a story renders too; axe refuses a second
 * run on the same page while one is going ('Axe is already running'). Wait for it and try again;
 * anything else, a violation above all, fails at once.
 */
async function whenAxeIsFree(check: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await check();
      return;
    } catch (error) {
      const busy = error instanceof Error && error.message.includes('Axe is already running');
      if (!busy || attempt >= 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function viewportOf(name: unknown) {
  const entry = typeof name === 'string' ? vonkViewports[name as ViewportName] : undefined;
  if (!entry) return DEFAULT_VIEWPORT;
  return { width: parseInt(entry.styles.width, 10), height: parseInt(entry.styles.height, 10) };
}

/**
 * Every story: render at its viewport (the runner loads the iframe directly, so the viewport
 * global must be applied here), run its play function, then axe with WCAG 2.2 AA tags.
 * A violation fails the test unless the story sets parameters.a11y.disable.
 */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    const globals = story as {
      storyGlobals?: { viewport?: { value?: string } };
      globals?: { viewport?: { value?: string } };
    };
    const name = globals.storyGlobals?.viewport?.value ?? globals.globals?.viewport?.value;
    await page.setViewportSize(viewportOf(name));
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = story.parameters?.a11y as
      { disable?: boolean; options?: { runOnly?: unknown } } | undefined;
    if (a11y?.disable) return;
    // body, not only #storybook-root: react-aria portals overlays (dialogs, drawers) to body.
    await whenAxeIsFree(() =>
      checkA11y(page, 'body', {
        verbose: false,
        axeOptions: { runOnly: { type: 'tag', values: WCAG_TAGS } },
        detailedReport: true,
        detailedReportOptions: { html: true },
      }),
    );
  },
};

export default config;
