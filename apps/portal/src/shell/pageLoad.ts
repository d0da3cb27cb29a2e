import type { LoadingBarState } from '@vonk/ui';

/**
 * Spec §4 page loading as data: loading on navigation start; initialized on navigation end,
 * cancel or error; then load complete or load failed. The initial-load flag is true until the
 * first complete or failure, whichever comes first.
 */
export type PagePhase = 'idle' | 'loading' | 'initialized' | 'complete' | 'failed';

export interface PageLoadState {
  phase: PagePhase;
  initialLoad: boolean;
  /** The location (router key) whose load failed, while the phase is 'failed'. */
  failedPage?: string;
}

export type PageLoadEvent =
  | { type: 'navigationStart' }
  /** Navigation ended, was cancelled or errored. */
  | { type: 'navigationEnd' }
  /** The page at `page` (router location key) is shown. */
  | { type: 'loadComplete'; page?: string }
  | { type: 'loadFailed'; page?: string };

export const initialPageLoad: PageLoadState = { phase: 'idle', initialLoad: true };

export function pageLoadReducer(state: PageLoadState, event: PageLoadEvent): PageLoadState {
  switch (event.type) {
    case 'navigationStart':
      return state.phase === 'loading' ? state : { ...state, phase: 'loading' };
    case 'navigationEnd':
      // A failure reported while the navigation settles stays visible.
      return state.phase === 'loading' ? { ...state, phase: 'initialized' } : state;
    case 'loadComplete':
      // The error element reports before the shell does: a failed page stays failed.
      if (state.phase === 'failed' && state.failedPage === event.page) return state;
      if (state.phase === 'complete') return state;
      return { phase: 'complete', initialLoad: false };
    case 'loadFailed':
      return state.phase === 'failed' && state.failedPage === event.page
        ? state
        : { phase: 'failed', initialLoad: false, failedPage: event.page };
  }
}

/** What the shell's loading bar shows: an initialized page is still finishing. */
export function loadingBarState({ phase }: PageLoadState): LoadingBarState {
  return phase === 'initialized' ? 'loading' : phase;
}
