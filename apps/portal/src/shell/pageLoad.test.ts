import { describe, expect, it } from 'vitest';
import { initialPageLoad, loadingBarState, pageLoadReducer } from './pageLoad.ts';
import type { PageLoadEvent, PageLoadState } from './pageLoad.ts';

const run = (events: PageLoadEvent['type'][], from: PageLoadState = initialPageLoad) =>
  events.reduce((state, type) => pageLoadReducer(state, { type }), from);

describe('page loading (spec §4)', () => {
  it.each([
    [[], 'idle', 'idle', true],
    [['navigationStart'], 'loading', 'loading', true],
    [['navigationStart', 'navigationEnd'], 'initialized', 'loading', true],
    [['navigationStart', 'navigationEnd', 'loadComplete'], 'complete', 'complete', false],
    [['navigationStart', 'loadFailed'], 'failed', 'failed', false],
    [['loadComplete'], 'complete', 'complete', false],
    [['loadFailed'], 'failed', 'failed', false],
  ] as const)('%j → phase %s, bar %s, initial load %s', (events, phase, bar, initialLoad) => {
    const state = run([...events]);
    expect(state).toMatchObject({ phase, initialLoad });
    expect(loadingBarState(state)).toBe(bar);
  });

  it('clears the initial-load flag on the first complete and keeps it cleared', () => {
    const state = run(['loadComplete', 'navigationStart', 'navigationEnd']);
    expect(state).toEqual({ phase: 'initialized', initialLoad: false });
  });

  it('clears the initial-load flag on the first failure', () => {
    expect(run(['navigationStart', 'loadFailed']).initialLoad).toBe(false);
  });

  it('keeps a failure visible while its navigation settles (error element reports first)', () => {
    expect(run(['navigationStart', 'loadFailed', 'navigationEnd', 'loadComplete']).phase).toBe(
      'failed',
    );
  });

  it('a page shown after a failed one completes, even without a loading phase', () => {
    const failed = pageLoadReducer(initialPageLoad, { type: 'loadFailed', page: 'a' });
    expect(pageLoadReducer(failed, { type: 'loadComplete', page: 'a' }).phase).toBe('failed');
    expect(pageLoadReducer(failed, { type: 'loadComplete', page: 'b' })).toEqual({
      phase: 'complete',
      initialLoad: false,
    });
  });

  it('the next navigation after a failure loads and completes again', () => {
    const failed = run(['loadFailed']);
    expect(run(['navigationStart', 'navigationEnd', 'loadComplete'], failed)).toEqual({
      phase: 'complete',
      initialLoad: false,
    });
  });

  it('a repeated start keeps the same state object (no re-render)', () => {
    const loading = run(['navigationStart']);
    expect(pageLoadReducer(loading, { type: 'navigationStart' })).toBe(loading);
  });
});
