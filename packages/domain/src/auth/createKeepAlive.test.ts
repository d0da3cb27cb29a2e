// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeepAlive, keepAliveSettings } from './createKeepAlive.ts';
import type { KeepAliveOptions } from './createKeepAlive.ts';

const URL_ = 'https://sso.partner.example/keepalive';

// The frame goes into a detached body: its src is set but happy-dom loads nothing.
let body: HTMLElement;
let doc: Pick<Document, 'createElement' | 'body'>;

function setup(patch: Partial<KeepAliveOptions> = {}) {
  let atPartner = true;
  const keepAlive = createKeepAlive({
    url: URL_,
    enabled: true,
    isAuthenticatedAtPartner: () => atPartner,
    document: doc,
    ...patch,
  });
  const frame = () => body.querySelector('iframe');
  return { keepAlive, frame, signOutAtPartner: () => (atPartner = false) };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  body = document.createElement('div');
  doc = { createElement: document.createElement.bind(document), body };
});
afterEach(() => vi.useRealTimers());

describe('createKeepAlive (spec §4, §9)', () => {
  it('on the token-expiry event resets a hidden frame to about:blank and loads the endpoint 50 ms later', () => {
    const { keepAlive, frame } = setup();
    keepAlive.onAuthEvent({ type: 'accessTokenExpiring' });
    expect(frame()?.hidden).toBe(true);
    expect(frame()?.getAttribute('aria-hidden')).toBe('true');
    expect(frame()?.getAttribute('src')).toBe('about:blank');
    vi.advanceTimersByTime(49);
    expect(frame()?.getAttribute('src')).toBe('about:blank');
    vi.advanceTimersByTime(1);
    expect(frame()?.getAttribute('src')).toBe(URL_);

    // The next expiry reuses the frame and resets it again.
    keepAlive.onAuthEvent({ type: 'accessTokenExpiring' });
    expect(body.querySelectorAll('iframe')).toHaveLength(1);
    expect(frame()?.getAttribute('src')).toBe('about:blank');
    vi.advanceTimersByTime(50);
    expect(frame()?.getAttribute('src')).toBe(URL_);
    keepAlive.dispose();
    expect(frame()).toBeNull();
  });

  it('ignores other auth events', () => {
    const { keepAlive, frame } = setup();
    keepAlive.onAuthEvent({ type: 'silentRefreshTimeout' });
    expect(frame()).toBeNull();
  });

  it.each([
    ['switched off', { enabled: false }],
    ['without a URL', { url: null }],
  ])('does nothing when %s', (_case, patch) => {
    const { keepAlive, frame } = setup(patch);
    expect(keepAlive.ping()).toBe(false);
    expect(frame()).toBeNull();
  });

  it('does nothing when not signed in at the partner', () => {
    const { keepAlive, frame, signOutAtPartner } = setup();
    signOutAtPartner();
    expect(keepAlive.ping()).toBe(false);
    expect(frame()).toBeNull();
  });

  it('a second ping within 50 ms starts the 50 ms again; dispose cancels the reload', () => {
    const { keepAlive, frame } = setup();
    expect(keepAlive.ping()).toBe(true);
    vi.advanceTimersByTime(30);
    keepAlive.ping();
    vi.advanceTimersByTime(30);
    expect(frame()?.getAttribute('src')).toBe('about:blank');
    vi.advanceTimersByTime(20);
    expect(frame()?.getAttribute('src')).toBe(URL_);
    keepAlive.ping();
    keepAlive.dispose();
    vi.advanceTimersByTime(50);
    expect(frame()).toBeNull();
  });

  it('reads URL and switch from the runtime configuration', () => {
    expect(
      keepAliveSettings({ externalUrls: { keepAlive: URL_ }, switches: { keepAlive: true } }),
    ).toEqual({ url: URL_, enabled: true });
    expect(keepAliveSettings({ externalUrls: {}, switches: {} })).toEqual({
      url: null,
      enabled: false,
    });
  });
});
