// Visual baselines for the design system: screenshot every @vonk/ui story in headless Chromium
// and compare it with the committed PNG in packages/ui/visual/__screenshots__/<story id>.png.
//
//   npm run test:visual               compare; exit 1 on a diff, a missing baseline or a story error
//   npm run test:visual -- --update   write baselines (and drop those of removed stories)
//   npm run test:visual -- button     only stories whose id contains "button"
//
// Builds storybook-static first like test-stories.mjs; STORIES_SKIP_BUILD=1 reuses it. Portal page
// stories are skipped: they depend on MSW timing. Diffs land in test-results/visual/.
//
// Determinism: fixed 1280x800 viewport (a story's own `globals.viewport` wins, as in the
// test-runner), deviceScaleFactor 1, nl-NL, Europe/Amsterdam, a fixed clock, reduced motion,
// animations and carets off, network idle + fonts ready + the story's play function finished.
// Only the story's own box is captured (the rendered root plus overlays portalled to <body>), so
// the PNGs stay small.
import './check-node.mjs';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { chromium } from 'playwright-core';
import { vonkViewports } from '../.storybook/viewports.ts';
import { chromiumExecutable, playwrightChromiumArgs } from './lib/browser.mjs';
import {
  ensureStorybookBuild,
  outDir,
  root,
  seconds,
  serveStatic,
} from './lib/storybookStatic.mjs';

const baselineDir = join(root, 'packages', 'ui', 'visual', '__screenshots__');
const resultDir = join(root, 'test-results', 'visual');
const args = process.argv.slice(2);
const update = args.includes('--update');
const filters = args.filter((arg) => !arg.startsWith('--')).map((arg) => arg.toLowerCase());

const VIEWPORT = { width: 1280, height: 800 };
const WORKERS = Number(process.env.VISUAL_WORKERS ?? 3);
const FIXED_TIME = new Date('2026-11-22T10:00:00+01:00');
// pixelmatch's per-pixel colour threshold, and how many differing pixels we tolerate
// (anti-aliasing noise), as a share of the image.
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.0005;
// Extra room around the story's box, so focus rings and shadows are part of the picture.
const MARGIN = 8;

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
const started = Date.now();
await ensureStorybookBuild('visual');

const index = JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8'));
const allUiStories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && entry.importPath.startsWith('./packages/ui/'),
);
const stories = allUiStories.filter(
  (entry) => filters.length === 0 || filters.some((filter) => entry.id.includes(filter)),
);

function viewportOf(name) {
  const entry = typeof name === 'string' ? vonkViewports[name] : undefined;
  if (!entry) return VIEWPORT;
  return { width: parseInt(entry.styles.width, 10), height: parseInt(entry.styles.height, 10) };
}

const FREEZE_CSS = `
  *, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
    caret-color: transparent !important; scroll-behavior: auto !important;
  }`;

const DONE = ['completed', 'finished', 'errored', 'aborted'];

// Storybook's own render phases: wait until this story's play function (if any) has run, then
// read the viewport the story asks for.
async function waitForStory(page, id) {
  const phase = await page
    .waitForFunction(
      ([storyId, done]) => {
        const render = globalThis.__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === storyId && done.includes(render.phase) ? render.phase : false;
      },
      [id, DONE],
      { timeout: 20_000 },
    )
    .then((handle) => handle.jsonValue());
  const viewport = await page.evaluate(() => {
    const story = globalThis.__STORYBOOK_PREVIEW__?.currentRender?.story;
    return story?.storyGlobals?.viewport?.value ?? story?.globals?.viewport?.value ?? null;
  });
  return { phase, viewport };
}

// Requests in flight per page, for a network-idle wait after switching stories in place.
function trackNetwork(page) {
  const state = { inflight: 0, last: Date.now() };
  const start = () => {
    state.inflight += 1;
    state.last = Date.now();
  };
  const end = () => {
    state.inflight = Math.max(0, state.inflight - 1);
    state.last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return async (quietMs = 150, timeoutMs = 10_000) => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until && (state.inflight > 0 || Date.now() - state.last < quietMs)) {
      await new Promise((r) => setTimeout(r, 25));
    }
  };
}

/**
 * The story's box at the top of the page: what it rendered into #storybook-root plus anything
 * portalled to <body> (dialogs, popovers, toasts). Storybook's own placeholders are display: none
 * by now.
 */
async function measureStory(page) {
  await page.evaluate(async () => {
    scrollTo(0, 0);
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
  return page.evaluate((margin) => {
    const parts = [
      ...document.querySelectorAll('#storybook-root > *'),
      ...[...document.body.children].filter(
        (el) =>
          !['storybook-root', 'storybook-docs'].includes(el.id) &&
          !['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(el.tagName),
      ),
    ];
    let left = Infinity;
    let top = Infinity;
    let right = -Infinity;
    let bottom = -Infinity;
    for (const el of parts) {
      const rect = el.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) continue; // visually hidden live regions
      left = Math.min(left, rect.left + scrollX);
      top = Math.min(top, rect.top + scrollY);
      right = Math.max(right, rect.right + scrollX);
      bottom = Math.max(bottom, rect.bottom + scrollY);
    }
    const page = document.documentElement;
    if (!Number.isFinite(left)) return { x: 0, y: 0, width: 1, height: 1 };
    const x = Math.max(0, Math.floor(left - margin));
    const y = Math.max(0, Math.floor(top - margin));
    return {
      x,
      y,
      width: Math.min(page.scrollWidth, Math.ceil(right + margin)) - x,
      height: Math.min(Math.max(page.scrollHeight, innerHeight), Math.ceil(bottom + margin)) - y,
    };
  }, MARGIN);
}

// One full page load per worker (and per viewport change); after that stories are switched in
// place through Storybook's channel: a fresh load per story costs ~1 s. `fresh` forces a load
// (baselines, retries).
async function capture(page, base, story, fresh = false) {
  const url = `${base}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`;
  const load = async (viewport) => {
    await page.setViewportSize(viewport);
    page.vonk.viewport = viewport;
    await page.goto(url, { waitUntil: 'networkidle' });
    // Chromium applies a resize asynchronously; a capture before that tiles the old width.
    await page.waitForFunction((width) => innerWidth === width, viewport.width);
    await page.addStyleTag({ content: FREEZE_CSS });
    return waitForStory(page, story.id);
  };
  let rendered;
  if (!page.vonk.viewport || fresh) {
    rendered = await load(VIEWPORT);
  } else {
    await page.evaluate((storyId) => {
      globalThis.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
        storyId,
        viewMode: 'story',
      });
    }, story.id);
    rendered = await waitForStory(page, story.id);
  }
  const wanted = viewportOf(rendered.viewport);
  if (wanted.width !== page.vonk.viewport.width || wanted.height !== page.vonk.viewport.height) {
    // Load again at the story's own viewport, so media queries apply from the first paint.
    rendered = await load(wanted);
  }
  await page.vonk.networkIdle();
  if (rendered.phase !== 'completed' && rendered.phase !== 'finished') {
    return { error: `story ${rendered.phase}` };
  }
  let box = await measureStory(page);
  const { viewport } = page.vonk;
  if (box.x + box.width > viewport.width || box.y + box.height > viewport.height) {
    // Taller or wider than the viewport: load it again in a viewport that holds it all. A
    // full-page capture resizes the page behind the scenes and has tiled the image and drawn a
    // sticky header twice.
    await load({
      width: Math.max(viewport.width, box.x + box.width),
      height: Math.max(viewport.height, box.y + box.height),
    });
    await page.vonk.networkIdle();
    box = await measureStory(page);
  }
  const png = await page.screenshot({
    clip: box,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
  });
  return { png };
}

function compare(id, actual) {
  const file = join(baselineDir, `${id}.png`);
  if (!existsSync(file)) return `no baseline (run npm run test:visual -- --update)`;
  const expected = PNG.sync.read(readFileSync(file));
  const got = PNG.sync.read(actual);
  const save = (diff) => {
    mkdirSync(resultDir, { recursive: true });
    writeFileSync(join(resultDir, `${id}.actual.png`), actual);
    if (diff) writeFileSync(join(resultDir, `${id}.diff.png`), PNG.sync.write(diff));
  };
  if (expected.width !== got.width || expected.height !== got.height) {
    save();
    return `size ${got.width}x${got.height}, baseline ${expected.width}x${expected.height}`;
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const pixels = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, {
    threshold: PIXEL_THRESHOLD,
  });
  if (pixels > MAX_DIFF_RATIO * got.width * got.height) {
    save(diff);
    return `${pixels} pixels differ`;
  }
  return undefined;
}

const server = await serveStatic();
const base = server.url;
const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  headless: true,
  args: [
    '--headless',
    ...playwrightChromiumArgs(),
    '--font-render-hinting=none',
    '--force-color-profile=srgb',
    '--hide-scrollbars',
  ],
});
const context = await browser.newContext({
  viewport: VIEWPORT,
  deviceScaleFactor: 1,
  locale: 'nl-NL',
  timezoneId: 'Europe/Amsterdam',
  reducedMotion: 'reduce',
  colorScheme: 'light',
});
await context.clock.setFixedTime(FIXED_TIME);

const failures = [];
const retried = [];
let written = 0;
let bytes = 0;
const queue = [...stories];
const testStart = Date.now();
if (update) mkdirSync(baselineDir, { recursive: true });
try {
  await Promise.all(
    Array.from({ length: Math.min(WORKERS, queue.length) }, async () => {
      const page = await context.newPage();
      page.vonk = { viewport: undefined, networkIdle: trackNetwork(page) };
      for (let story = queue.shift(); story; story = queue.shift()) {
        let result;
        try {
          result = await capture(page, base, story, update);
        } catch (error) {
          result = { error: String(error?.message ?? error).split('\n')[0] };
        }
        if (result.error) {
          failures.push(`${story.id}: ${result.error}`);
          continue;
        }
        bytes += result.png.length;
        if (update) {
          writeFileSync(join(baselineDir, `${story.id}.png`), result.png);
          written += 1;
        } else {
          let problem = compare(story.id, result.png);
          if (problem) {
            // Once more from a fresh page load: switching in place can inherit leftovers (a
            // closing overlay) from the story before. Baselines are always taken fresh.
            const retry = await capture(page, base, story, true).catch((error) => ({
              error: String(error?.message ?? error).split('\n')[0],
            }));
            problem = retry.error ?? compare(story.id, retry.png);
            if (!problem) retried.push(story.id);
          }
          if (problem) failures.push(`${story.id}: ${problem}`);
        }
      }
      await page.close();
    }),
  );
} finally {
  await browser.close();
  await server.close();
}

// Baselines of stories that no longer exist: removed on a full update, reported otherwise.
const known = new Set(allUiStories.map((story) => `${story.id}.png`));
const orphans = existsSync(baselineDir)
  ? readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !known.has(file))
  : [];
if (update && filters.length === 0) {
  for (const file of orphans) rmSync(join(baselineDir, file));
} else if (orphans.length > 0) {
  console.warn(`[visual] baselines without a story: ${orphans.join(', ')}`);
}

if (retried.length > 0) console.log(`[visual] matched after a fresh load: ${retried.join(', ')}`);
for (const failure of failures) console.error(`[visual] ✕ ${failure}`);
console.log(
  `[visual] ${stories.length} stories, ${update ? `${written} baselines written` : `${stories.length - failures.length} match`}, ${failures.length} failed, ${(bytes / 1024).toFixed(0)} kB of PNG, ${seconds(testStart)} (total ${seconds(started)})` +
    (failures.length > 0 && !update ? `; see test-results/visual/` : ''),
);
process.exit(failures.length > 0 ? 1 : 0);
