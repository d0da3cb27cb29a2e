// Docs pages show each story's own state (issue #32, ADR 147). Per portal docs page, in the static
// build: (1) the page renders each sandboxed block as an iframe of its own (docsIframe.tsx), and its
// inline blocks are not all alike; (2) blocks that differ in persona, faults, day or args show
// different text once their story has played. Fails on a twin, on a block's story erroring, or
// when a docs page renders no such iframe but three equal inline blocks.
//
// Cheap enough for CI over every page (issue #32): one browser; the docs pages load without
// their blocks' iframes (a preview per block was 10–15 s per page), in parallel tabs; then each
// block whose state no other block of its page shares is rendered in a story tab that switches
// story over Storybook's channel (no new preview per block) — the same `iframe.html?id=…` the
// docs iframe shows — and read when the render reaches a final phase (played, errored), no sleeps.
// Recoveries (…Recovered, Retry…) end like the normal page by design and are not compared.
//
//   npm run test:docs                       every portal docs page
//   npm run test:docs -- portal-pagina-s-   the page docs pages (what CI runs)
//   npm run test:docs -- dashboard          only docs ids containing "dashboard"
//
// Builds storybook-static in full (docs pages need it; STORIES_SKIP_BUILD=1 reuses a full build).
import './check-node.mjs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumExecutable, playwrightChromiumArgs } from './lib/browser.mjs';
import {
  acquireStorybookLock,
  ensureStorybookBuild,
  outDir,
  seconds,
  serveStatic,
} from './lib/storybookStatic.mjs';

const RECOVERY = /(recovered|retry)/;
const filters = process.argv.slice(2).map((arg) => arg.toLowerCase());
await acquireStorybookLock('docs-pages');
const started = Date.now();
await ensureStorybookBuild('docs-pages');

const { entries } = JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8'));
const docsPages = Object.values(entries).filter(
  (entry) =>
    entry.type === 'docs' &&
    entry.importPath.startsWith('./apps/portal/') &&
    (filters.length === 0 || filters.some((filter) => entry.id.includes(filter))),
);
if (docsPages.length === 0) {
  console.error(`[docs-pages] no portal docs page matches ${filters.join(', ')}`);
  process.exit(1);
}

const server = await serveStatic(outDir);
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  headless: true,
  args: ['--headless', ...playwrightChromiumArgs()],
});
/** One tab per core (2 here), docs pages and stories alike. */
const TABS = 2;
const DONE = ['completed', 'finished', 'errored', 'aborted', 'played'];
const viewport = { width: 1280, height: 900 };
const failures = [];
let compared = 0;
let blocks = 0;

/** Runs `work` over `items` in `TABS` tabs of `context`, each tab taking the next item. */
async function inTabs(context, items, work) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(TABS, queue.length) }, async () => {
      const page = await context.newPage();
      for (let item = queue.shift(); item; item = queue.shift()) await work(page, item);
      await page.close();
    }),
  );
}

// (1) Docs pages, without their blocks' previews: an iframe's document is answered empty, and no
// service worker (a docs page starts no sandbox).
const docsContext = await browser.newContext({ viewport, serviceWorkers: 'block' });
await docsContext.route(
  (url) => url.pathname.endsWith('/iframe.html') && url.searchParams.get('viewMode') === 'story',
  (route) =>
    route.request().frame().parentFrame()
      ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>apart</title>' })
      : route.continue(),
);
const storiesPerFile = new Map();
for (const entry of Object.values(entries)) {
  if (entry.type !== 'story') continue;
  storiesPerFile.set(entry.importPath, (storiesPerFile.get(entry.importPath) ?? 0) + 1);
}

/** Per docs page: its iframe blocks with their state keys. */
const framed = new Map();
/** A block's state: persona, faults and day make one; a path alone (page 2) may show the same. */
const stateKey = (story) => {
  const { path: _portalPath, ...portalState } = story.parameters.portal ?? {};
  const { path: _sandboxPath, ...sandboxState } = story.parameters.sandbox ?? {};
  return JSON.stringify({ portalState, sandboxState, args: story.initialArgs });
};

const readDocs = async (page, docs) => {
  await page.goto(`${base}/iframe.html?id=${docs.id}&viewMode=docs`, { waitUntil: 'load' });
  // Ready: every story of the file has its block, and every block has rendered (inline) or
  // become its iframe (the loader said so).
  const expected = storiesPerFile.get(docs.importPath) ?? 1;
  await page.waitForFunction(
    (count) => {
      const stories = [...document.querySelectorAll('.sb-story')];
      return stories.length >= count && stories.every((story) => story.childElementCount > 0);
    },
    expected,
    { timeout: 30_000 },
  );
  const ids = await page.$$eval('iframe[data-docs-iframe]', (frames) =>
    frames.map((frame) => frame.dataset.docsIframe),
  );
  const stories = await page.evaluate(
    (storyIds) =>
      Promise.all(
        storyIds.map(async (storyId) => {
          const story = await globalThis.__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({
            storyId,
          });
          return { parameters: story.parameters, initialArgs: story.initialArgs };
        }),
      ),
    ids,
  );
  framed.set(
    docs.id,
    ids.map((id, index) => ({ id, state: stateKey(stories[index]) })),
  );
  // The old failure's signature: blocks inline, all sharing one sandbox, all alike.
  const inline = await page.$$eval('.sb-story', (all) =>
    all
      .filter((story) => !story.querySelector('iframe'))
      .map((story) => story.innerText.replace(/\s+/g, ' ').trim()),
  );
  if (inline.length >= 3 && new Set(inline).size === 1) {
    failures.push(`${docs.id}: all ${inline.length} inline blocks show the same`);
  }
  blocks += ids.length + inline.length;
};

// (2) A block per state that another block of its page does not share, unless a recovery.
const toRead = (docsId) => {
  const seen = new Set();
  const picked = [];
  for (const block of framed.get(docsId) ?? []) {
    if (RECOVERY.test(block.id) || seen.has(block.state)) continue;
    seen.add(block.state);
    picked.push(block);
  }
  return picked.length >= 2 ? picked.map((block) => ({ ...block, docsId })) : [];
};

/** Shows `id` in the tab's preview (the first time by URL, then over the channel) and reads it. */
async function readStory(page, id) {
  if (!page.url().includes('/iframe.html')) {
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  } else {
    await page.evaluate(
      (storyId) =>
        globalThis.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
          storyId,
          viewMode: 'story',
        }),
      id,
    );
  }
  await page.waitForFunction(
    ([storyId, done]) => {
      const render = globalThis.__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && done.includes(render.phase);
    },
    [id, DONE],
    { timeout: 30_000 },
  );
  return page.evaluate(() => ({
    phase: globalThis.__STORYBOOK_PREVIEW__.currentRender.phase,
    text: document.querySelector('#storybook-root')?.innerText.replace(/\s+/g, ' ').trim(),
  }));
}

const texts = new Map();
try {
  await inTabs(docsContext, docsPages, (page, docs) =>
    readDocs(page, docs).catch((error) => failures.push(`${docs.id}: ${error.message}`)),
  );
  await docsContext.close();
  const storyContext = await browser.newContext({ viewport });
  await inTabs(
    storyContext,
    docsPages.flatMap((docs) => toRead(docs.id)),
    async (page, block) => {
      const read = await readStory(page, block.id).catch((error) => ({ error: error.message }));
      compared += 1;
      if (read.error || read.phase === 'errored') {
        failures.push(`${block.docsId} › ${block.id}: ${read.error ?? 'story errored'}`);
        // A tab left mid-story starts the next one afresh.
        await page.goto('about:blank');
        return;
      }
      const shown = texts.get(block.docsId) ?? new Map();
      texts.set(block.docsId, shown);
      const twin = shown.get(read.text);
      if (twin) {
        failures.push(
          `${block.docsId}: ${twin} and ${block.id} differ in persona/state but show the same`,
        );
      } else shown.set(read.text, block.id);
    },
  );
  await storyContext.close();
} finally {
  await browser.close();
  server.close();
  server.closeAllConnections?.();
}
for (const failure of failures) console.error(`[docs-pages] ✕ ${failure}`);
console.log(
  `[docs-pages] ${docsPages.length} docs pages, ${blocks} blocks, ${compared} read for their state, ${failures.length} failed, ${seconds(started)}`,
);
process.exit(failures.length > 0 ? 1 : 0);
