// Docs pages show each story's own state (issue #32, ADR 147): opens the Docs page of every
// component with sandboxed stories in the static build and, per block, reads what it rendered (an
// iframe of its own, docsIframe.tsx). Fails when two blocks of different personas, faults or
// days show the same text, or when a block's story errors.
//
//   npm run test:docs                  every portal docs page (several minutes: a preview per block)
//   npm run test:docs -- dashboard     only docs ids containing "dashboard"
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
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const failures = [];
let blocks = 0;

/** One block's story, once rendered in its own iframe: its state key and visible text. */
async function readFrame(frame) {
  await frame.waitForFunction(
    () =>
      ['completed', 'finished', 'errored', 'aborted', 'played'].includes(
        globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase,
      ),
    undefined,
    { timeout: 30_000 },
  );
  return frame.evaluate(() => {
    const render = globalThis.__STORYBOOK_PREVIEW__.currentRender;
    // Persona, faults and day make a state; a path alone (page 2 and "past the last page") may
    // rightly show the same.
    const { portal, sandbox } = render.story.parameters;
    const { path: _portalPath, ...portalState } = portal ?? {};
    const { path: _sandboxPath, ...sandboxState } = sandbox ?? {};
    const state = JSON.stringify({ portalState, sandboxState, args: render.story.initialArgs });
    const text = document.querySelector('#storybook-root')?.innerText.replace(/\s+/g, ' ').trim();
    return { phase: render.phase, state, text };
  });
}

try {
  for (const docs of docsPages) {
    const page = await context.newPage();
    await page.goto(`${base}/iframe.html?id=${docs.id}&viewMode=docs`, { waitUntil: 'load' });
    await page.waitForSelector('.sb-story, [data-docs-iframe]', { timeout: 30_000 });
    const ids = await page.$$eval('iframe[data-docs-iframe]', (frames) =>
      frames.map((frame) => frame.dataset.docsIframe),
    );
    const seen = new Map();
    for (const id of ids) {
      const handle = await page.$(`iframe[data-docs-iframe="${id}"]`);
      await handle.scrollIntoViewIfNeeded();
      const frame = await handle.contentFrame();
      const block = await readFrame(frame).catch((error) => ({ error: String(error.message) }));
      blocks += 1;
      if (block.error || block.phase === 'errored') {
        failures.push(`${docs.id} › ${id}: ${block.error ?? 'story errored'}`);
        continue;
      }
      // A recovery ends where the page's normal state is: the same text is the point.
      if (RECOVERY.test(id)) continue;
      const twin = seen.get(block.text);
      if (twin && twin.state !== block.state) {
        failures.push(`${docs.id}: ${twin.id} and ${id} differ in persona/state but show the same`);
      }
      if (!twin) seen.set(block.text, { id, state: block.state });
    }
    // The old failure's signature: blocks inline, all sharing one sandbox, all alike.
    const inline = await page.$$eval('.sb-story', (stories) =>
      stories
        .filter((story) => !story.querySelector('iframe'))
        .map((story) => story.innerText.replace(/\s+/g, ' ').trim()),
    );
    if (inline.length >= 3 && new Set(inline).size === 1) {
      failures.push(`${docs.id}: all ${inline.length} inline blocks show the same`);
    }
    await page.close();
    console.log(`[docs-pages] ${docs.id}: ${ids.length} blocks in their own iframe`);
  }
} finally {
  await browser.close();
  server.close();
  server.closeAllConnections?.();
}
for (const failure of failures) console.error(`[docs-pages] ✕ ${failure}`);
console.log(
  `[docs-pages] ${docsPages.length} docs pages, ${blocks} blocks, ${failures.length} failed, ${seconds(started)}`,
);
process.exit(failures.length > 0 ? 1 : 0);
