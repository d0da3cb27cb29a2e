// Docs pages show each story's own state (issue #32, ADR 147). Per docs page of the static build
// (the portal's and @vonk/ui's): (1) the page renders each sandboxed block as an iframe of its own (docsIframe.tsx), and its
// inline blocks are not all alike; (2) blocks that differ in persona, faults, day or args, and each
// block in Storybook's own iframe (`docs.story.inline: false`: a state its play makes), show
// something different once their story has played. What is read is what a designer sees: the
// text (a dialog's portal included), the headings' levels, what the fields hold, where the focus
// is and on how many lines the text sits (a layout), at the width the block shows it (a Mobile
// story's iframe is 320 px). Fails on a twin, on a block's story erroring, or on three or more
// inline blocks that all look the same. A docs page without stories (an MDX guide) only renders.
//
// Cheap enough for CI over every docs page (portal and ui: 224 in about 150 s): one browser; the docs
// pages load without their blocks' iframes (a preview per block was 10–15 s per page), in
// parallel tabs; then each block whose state no other block of its page shares is rendered in a
// story tab that switches story over Storybook's channel (no new preview per block) — the same
// `iframe.html?id=…` the docs iframe shows — and read when the render reaches a final phase
// (played, errored), no sleeps. Recoveries (…Recovered, Retry…) end like the normal page by
// design and are not compared, nor is a story whose parameters say `docsAlike: '<why>'` (it
// shows what another state shows, on purpose).
//
//   npm run test:docs                       every docs page (what CI runs)
//   npm run test:docs -- apps/portal/       the portal's (a filter matches an id or its file)
//   npm run test:docs -- portal-pagina-s-   the page docs pages
//   npm run test:docs -- dashboard          only docs ids containing "dashboard"
//
// Builds storybook-static in full (docs pages need it; STORIES_SKIP_BUILD=1 reuses a full build).
import './check-node.mjs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumExecutable, playwrightChromiumArgs } from './lib/browser.mjs';
import { ensureStorybookBuild, outDir, seconds, serveStatic } from './lib/storybookStatic.mjs';

const RECOVERY = /(recovered|retry)/;
const filters = process.argv.slice(2).map((arg) => arg.toLowerCase());
const started = Date.now();
await ensureStorybookBuild('docs-pages');

const { entries } = JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8'));
const docsPages = Object.values(entries).filter(
  (entry) =>
    entry.type === 'docs' &&
    (filters.length === 0 ||
      filters.some(
        (filter) => entry.id.includes(filter) || entry.importPath.toLowerCase().includes(filter),
      )),
);
if (docsPages.length === 0) {
  console.error(`[docs-pages] no docs page matches ${filters.join(', ')}`);
  process.exit(1);
}

const server = await serveStatic();
const base = server.url;
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

/**
 * Runs `work` over `items` in `TABS` tabs, each tab taking the next item. Each tab has a context
 * of its own: stories write local storage (the content edit mode) that a neighbour would read.
 */
async function inTabs(newContext, items, work) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(TABS, queue.length) }, async () => {
      const context = await newContext();
      const page = await context.newPage();
      for (let item = queue.shift(); item; item = queue.shift()) await work(page, item);
      await context.close();
    }),
  );
}

/** (1) A docs page's context: its blocks' iframes are answered empty (no preview per block). */
async function docsContext() {
  const context = await browser.newContext({ viewport });
  await context.route(
    (url) => url.pathname.endsWith('/iframe.html') && url.searchParams.get('viewMode') === 'story',
    // Only a block asks for a story here (the tab itself opens docs pages), also through the
    // sandbox's service worker, whose requests have no frame.
    (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>apart</title>' }),
  );
  await context.addInitScript(() => {
    const blocks = {
      reset() {
        Object.assign(blocks, { docs: null, started: new Map(), done: new Set(), errored: [] });
      },
    };
    blocks.reset();
    globalThis.__vonkDocsBlocks = blocks;
    const listen = setInterval(() => {
      const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return;
      clearInterval(listen);
      channel.on('docsRendered', (id) => (blocks.docs = id));
      channel.on('storyRenderPhaseChanged', ({ newPhase, renderId, storyId }) => {
        blocks.started.set(renderId, storyId);
        if (['finished', 'errored', 'aborted'].includes(newPhase)) blocks.done.add(renderId);
      });
      channel.on('storyFinished', ({ storyId, status }) => {
        if (status === 'error') blocks.errored.push(storyId);
      });
    }, 2);
  });
  return context;
}

/** Per docs page: its iframe blocks with their state keys. */
const framed = new Map();
/** A block's state: persona, faults and day make one; a path alone (page 2) may show the same. */
// A block in Storybook's own iframe (`docs.story.inline: false`) is there for what its play or a
// document-wide global (focus, a portal, a module store) makes of it: each is a state of its own.
const stateKey = (story) => {
  const { path: _portalPath, ...portalState } = story.parameters.portal ?? {};
  const { path: _sandboxPath, ...sandboxState } = story.parameters.sandbox ?? {};
  const played = story.parameters.docs?.story?.inline === false ? story.id : undefined;
  return JSON.stringify({ portalState, sandboxState, args: story.initialArgs, played });
};

const readDocs = async (page, docs) => {
  const prefix = docs.id.replace(/--docs$/, '--');
  if (page.url().includes('/iframe.html')) {
    // The tab's preview shows the next docs page over its channel: no new preview per page.
    await page.evaluate((docsId) => {
      globalThis.__vonkDocsBlocks.reset();
      globalThis.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
        storyId: docsId,
        viewMode: 'docs',
      });
    }, docs.id);
  } else {
    await page.goto(`${base}/iframe.html?id=${docs.id}&viewMode=docs`, { waitUntil: 'load' });
  }
  // Ready: this docs page rendered and each of its blocks (inline, or the loader's "own iframe")
  // reached a final phase, as the preview's channel reports it. An MDX guide has no blocks.
  const storyless = docs.storiesImports.length === 0 && !docs.importPath.includes('.stories.');
  await page.waitForFunction(
    ([docsId, storyPrefix, noStories]) => {
      const blocks = globalThis.__vonkDocsBlocks;
      const own = [...(blocks?.started ?? [])].filter(([, id]) => id.startsWith(storyPrefix));
      const all = document.querySelectorAll('.sb-story');
      const inline = [...all].filter((story) => !story.querySelector('iframe[id^="iframe--"]'));
      return (
        blocks.docs === docsId &&
        (all.length > 0 || noStories) &&
        own.length >= inline.length &&
        own.every(([renderId]) => blocks.done.has(renderId))
      );
    },
    [docs.id, prefix, storyless],
    { timeout: 30_000 },
  );
  const errored = await page.evaluate(() => globalThis.__vonkDocsBlocks.errored);
  for (const id of errored) failures.push(`${docs.id} › ${id}: the inline block errored`);
  // Sandboxed and Mobile blocks (docsIframe.tsx: a Mobile story's iframe is its viewport wide) and
  // Storybook's own `docs.story.inline: false` blocks (the docs column wide).
  const frames = await page.$$eval(
    'iframe[data-docs-iframe], .sb-story iframe[id^="iframe--"]',
    (all) =>
      all.map((frame) => ({
        id: frame.dataset.docsIframe ?? frame.id.replace(/^iframe--/, ''),
        width: /^\d+px$/.test(frame.style.width) ? Number.parseInt(frame.style.width, 10) : null,
      })),
  );
  const ids = frames.map((frame) => frame.id);
  const stories = await page.evaluate(
    (storyIds) =>
      Promise.all(
        storyIds.map(async (storyId) => {
          const story = await globalThis.__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({
            storyId,
          });
          return { id: story.id, parameters: story.parameters, initialArgs: story.initialArgs };
        }),
      ),
    ids,
  );
  framed.set(
    docs.id,
    frames.map(({ id, width }, index) => ({
      id,
      width,
      state: stateKey(stories[index]),
      alike: Boolean(stories[index].parameters.docsAlike),
    })),
  );
  // The old failure's signature: blocks inline, all sharing one sandbox, all alike (read as a
  // story tab reads them: text, headings' levels, what the fields hold).
  const inline = await page.$$eval(
    '.sb-story',
    (all, read) =>
      all
        .filter((story) => !story.querySelector('iframe'))
        .map((story) => new Function(`return (${read})`)()(story)),
    designerView.toString(),
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
    if (RECOVERY.test(block.id) || block.alike || seen.has(block.state)) continue;
    seen.add(block.state);
    picked.push(block);
  }
  return picked.length >= 2 ? picked.map((block) => ({ ...block, docsId })) : [];
};

/**
 * Shows `id` in the tab's preview (the first time by URL, then over the channel) and reads it, as
 * wide as its block shows it (a Mobile story's iframe), else as wide as the tab.
 */
async function readStory(page, id, width) {
  await page.setViewportSize({ ...viewport, width: width ?? viewport.width });
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
  // The whole body: a dialog renders in a portal beside #storybook-root.
  return page.evaluate(
    (read) => ({
      phase: globalThis.__STORYBOOK_PREVIEW__.currentRender.phase,
      text: new Function(`return (${read})`)()(document.body),
    }),
    designerView.toString(),
  );
}

/**
 * What a designer sees of `root` (run in the page): its text, its headings' levels (an h1 and an
 * h2 of the same words look different), what the fields hold (a restored draft, a choice), which
 * element has the focus (its ring: a keyboard story) and on how many lines the visible text sits
 * (a layout: a row or a column, four columns or one at 320 px).
 */
function designerView(root) {
  const fields = [...root.querySelectorAll('input, select, textarea')].map((field) =>
    ['checkbox', 'radio'].includes(field.type) ? String(field.checked) : field.value,
  );
  const headings = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')]
    .filter((heading) => heading.checkVisibility())
    .map((heading) => heading.tagName);
  const active = root.ownerDocument.activeElement;
  const focus =
    active && active !== root.ownerDocument.body && root.contains(active)
      ? `focus:${active.tagName}:${(active.innerText || active.getAttribute('aria-label') || '').trim().slice(0, 40)}`
      : '';
  const lines = new Set();
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim() || !node.parentElement?.checkVisibility()) continue;
    const range = root.ownerDocument.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (rect.height > 0) lines.add(Math.round(rect.top));
  }
  return `${root.innerText} ${fields.join(' ')} ${headings.join(' ')} ${focus} lines:${lines.size}`
    .replace(/\s+/g, ' ')
    .trim();
}

const texts = new Map();
try {
  const docsStarted = Date.now();
  await inTabs(docsContext, docsPages, (page, docs) =>
    readDocs(page, docs).catch((error) => failures.push(`${docs.id}: ${error.message}`)),
  );
  console.log(`[docs-pages] ${docsPages.length} docs pages read in ${seconds(docsStarted)}`);
  await inTabs(
    () => browser.newContext({ viewport }),
    docsPages.flatMap((docs) => toRead(docs.id)),
    async (page, block) => {
      const read = await readStory(page, block.id, block.width).catch((error) => ({
        error: error.message,
      }));
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
          `${block.docsId}: ${twin} and ${block.id} differ in persona/state but show the same: "${read.text.slice(0, 160)}…"`,
        );
      } else shown.set(read.text, block.id);
    },
  );
} finally {
  await browser.close();
  await server.close();
}
for (const failure of failures) console.error(`[docs-pages] ✕ ${failure}`);
console.log(
  `[docs-pages] ${docsPages.length} docs pages, ${blocks} blocks, ${compared} read for their state, ${failures.length} failed, ${seconds(started)}`,
);
process.exit(failures.length > 0 ? 1 : 0);
