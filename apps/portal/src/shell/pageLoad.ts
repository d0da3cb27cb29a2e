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
}

export type PageLoadEvent =
  | { type: 'navigationStart' }
  /** Navigation ended, was cancelled or errored. */
  | { type: 'navigationEnd' }
  | { type: 'loadComplete' }
  | { type: 'loadFailed' };

export const initialPageLoad: PageLoadState = { phase: 'idle', initialLoad: true };

export function pageLoadReducer(state: PageLoadState, event: PageLoadEvent): PageLoadState {
  switch (event.type) {
    case 'navigationStart':
      return state.phase === 'loading' ? state : { ...state, phase: 'loading' };
    case 'navigationEnd':
      // A failure reported while the navigation settles stays visible.
      return state.phase === 'loading' ? { ...state, phase: 'initialized' } : state;
    case 'loadComplete':
      // Complete never hides a failure of the same page: only the next navigation does.
      if (state.phase === 'failed' || state.phase === 'complete') return state;
      return { phase: 'complete', initialLoad: false };
    case 'loadFailed':
      return state.phase === 'failed' && !state.initialLoad
        ? state
        : { phase: 'failed', initialLoad: false };
  }
}

/** What the shell's loading bar shows: an initialized page is still finishing. */
export function loadingBarState({ phase }: PageLoadState): LoadingBarState {
  return phase === 'initialized' ? 'loading' : phase;
}
