// The story runner's jest environment: ONE browser connection, context and page per jest worker,
// kept across story files (ADR 110). The runner's own environment opens a context and a page per
// story FILE and loads iframe.html into it (the preview bundle, the MSW service worker) before the
// file's first story: about half of the runner's time. The preview is built to switch stories in
// one page (a file's stories already share it), so a worker's page now renders every story it gets.
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';
import { setupPage } from '@storybook/test-runner';

// VONK_STORY_PAGE=file gives every story file a fresh context and page again (the runner's own
// behaviour), e.g. to tell a story that depends on what an earlier file left from a real failure.
const perFile = process.env.VONK_STORY_PAGE === 'file';

/** This worker's browser, context and page, once the first story file has set them up. */
let kept;

// jest-worker's "end" message (its CHILD_MESSAGE_END, which it does not export): the worker has
// run its last file. Only then does the kept browser close, so the worker exits by itself instead
// of being forced out as a leak. The listener goes too: a listener keeps the channel open.
const WORKER_END = 2;
function closeKeptOnEnd(message) {
  if (!Array.isArray(message) || message[0] !== WORKER_END) return;
  process.off('message', closeKeptOnEnd);
  kept?.browser.close().catch(() => {});
  kept = undefined;
}
process.on('message', closeKeptOnEnd);

const NodeEnvironment = Object.getPrototypeOf(PlaywrightEnvironment.prototype);

export default class KeptPageEnvironment extends PlaywrightEnvironment {
  async setup() {
    const options = this._config.testEnvironmentOptions['jest-playwright'];
    if (!perFile && kept) {
      options.skipInitialization = true;
      await super.setup();
      Object.assign(this.global, { browser: kept.browser, context: kept.context, page: kept.page });
      if (await startFile(kept.page, kept.context)) return;
      // The kept page cannot take the file (closed, crashed, navigated away): start afresh.
      await kept.browser.close().catch(() => {});
      kept = undefined;
    }
    options.skipInitialization = false;
    await super.setup();
    await setupPage(this.global.page, this.global.context);
    // The runner wraps console's methods once per story to collect its logs; a kept page would
    // pile up a wrapper per story of the worker, so each file starts from the page's own console.
    await this.global.page.evaluate(() => {
      window.__vonkConsole = { ...console };
    });
    if (!perFile)
      kept = { browser: this.global.browser, context: this.global.context, page: this.global.page };
  }

  async handleTestEvent(event, state) {
    await super.handleTestEvent(event, state);
    if (event.name === 'test_done' && event.test.errors.length > 0) this.failed = true;
  }

  async teardown() {
    // A file whose story failed, or whose page the runner replaced (its retry after a navigation),
    // hands the next file a fresh context and page, as before: a broken page fails one file only.
    if (!kept || this.failed || kept.page !== this.global.page) {
      kept = undefined;
      return super.teardown();
    }
    // Not the browser: closing a connected browser ends the context and page this worker keeps.
    return NodeEnvironment.teardown.call(this);
  }
}

/**
 * What a fresh context gave a file's first story and a kept one does not: no other windows (a
 * story's popups), the page's own console, empty storage and cookies (the sandbox loader resets
 * its own keys per story; others would leak across files). The page stays on iframe.html: the
 * next story is one `__test(id)` away. False when the page cannot take another story.
 */
async function startFile(page, context) {
  try {
    if (!kept.browser.isConnected() || page.isClosed()) return false;
    await Promise.all(context.pages().map((other) => other !== page && other.close()));
    await context.clearCookies();
    return await page.evaluate(() => {
      if (typeof globalThis.__test !== 'function' || !globalThis.__STORYBOOK_PREVIEW__)
        return false;
      Object.assign(console, window.__vonkConsole);
      localStorage.clear();
      sessionStorage.clear();
      return true;
    });
  } catch {
    return false;
  }
}
