import type { Page } from 'playwright';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { vonkViewports } from './viewports.ts';

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

type ViewportName = keyof typeof vonkViewports;

/** The preview's STORY_FINISHED payload, reduced to what postVisit checks. */
interface FinishedStory {
  storyId: string;
  reports: { type: string; status: string; violations: number; error?: string }[];
}

interface Report {
  type: string;
  status: string;
  result?: { violations?: unknown[]; error?: unknown };
}

declare global {
  interface Window {
    __vonkFinished?: FinishedStory;
  }
}

/** Stories of this test file that set parameters.a11y.disable (read once, in preVisit). */
const axeDisabled = new Set<string>();

// VONK_STORY_CPU_THROTTLE=4 runs every story on a page 4× slower than the machine (Chromium's
// DevTools CPU throttling), while timers and the network keep real time: a story whose page work
// races a real clock (an idle timer, a request to the outside) fails here first. It slows the play
// function as much as the page, so it does not show a play that reads before a navigation
// rendered (ADR 104). Off by default.
const cpuThrottle = Number(process.env.VONK_STORY_CPU_THROTTLE ?? 1);
const throttled = new WeakSet<Page>();

async function throttleCpu(page: Page): Promise<void> {
  if (!(cpuThrottle > 1) || throttled.has(page)) return;
  throttled.add(page);
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
}

function viewportOf(name: unknown) {
  const entry = typeof name === 'string' ? vonkViewports[name as ViewportName] : undefined;
  if (!entry) return DEFAULT_VIEWPORT;
  return { width: parseInt(entry.styles.width, 10), height: parseInt(entry.styles.height, 10) };
}

/** Keeps the preview's STORY_FINISHED payload on window, once per page (the page is reused). */
async function recordFinishedStories(page: Page): Promise<void> {
  await page.evaluate(() => {
    const preview = globalThis as unknown as {
      __vonkRecording?: boolean;
      __STORYBOOK_ADDONS_CHANNEL__: { on(event: string, listener: (data: never) => void): void };
      __STORYBOOK_MODULE_CORE_EVENTS__: { STORY_FINISHED: string };
    };
    if (preview.__vonkRecording) return;
    preview.__vonkRecording = true;
    preview.__STORYBOOK_ADDONS_CHANNEL__.on(
      preview.__STORYBOOK_MODULE_CORE_EVENTS__.STORY_FINISHED,
      (data: { storyId: string; reporters?: Report[] }) => {
        // Only a summary: axe's full result (every pass, with HTML) is large to copy out.
        window.__vonkFinished = {
          storyId: data.storyId,
          reports: (data.reporters ?? []).map(({ type, status, result }) => ({
            type,
            status,
            violations: result?.violations?.length ?? 0,
            error: result?.error === undefined ? undefined : String(result.error),
          })),
        };
      },
    );
  });
}

/**
 * Every story: render at its viewport (the runner loads the iframe directly, so the viewport
 * global must be applied here), run its play function, then axe with WCAG 2.2 AA tags.
 *
 * Axe runs ONCE per story, in the preview: @storybook/addon-a11y's afterEach runs it after the play
 * function with the tags of `parameters.a11y` (preview.tsx), and the test-runner fails the story
 * on any violation (`a11y.test: 'error'`). postVisit makes sure that run happened and passed, so a
 * story cannot slip through unchecked (ADR 076). A story opts out only with parameters.a11y.disable.
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
    const a11y = story.parameters?.a11y as { disable?: boolean } | undefined;
    if (a11y?.disable) axeDisabled.add(context.id);
    await recordFinishedStories(page);
    await throttleCpu(page);
  },
  async postVisit(page, context) {
    // A failed play function or a11y report has thrown already, with its own message.
    if (context.hasFailure || axeDisabled.has(context.id)) return;
    const finished = await page.evaluate(() => window.__vonkFinished);
    if (finished?.storyId !== context.id) {
      throw new Error(`${context.id}: the story did not report that it finished`);
    }
    const report = finished.reports.find((entry) => entry.type === 'a11y');
    if (!report) throw new Error(`${context.id}: axe did not run (no a11y report)`);
    if (report.status !== 'passed') {
      throw new Error(
        report.error
          ? `${context.id}: axe failed to run: ${report.error}`
          : `${context.id}: axe reported ${report.status} (${report.violations} violations)`,
      );
    }
  },
};

export default config;
