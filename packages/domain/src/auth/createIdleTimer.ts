import { IDLE_TIMEOUT_SECONDS, IDLE_WARNING_SECONDS, LAST_ACTIVITY_KEY } from './authConstants.ts';
import { idlePhase } from './idlePhase.ts';
import type { IdlePhase } from './idlePhase.ts';

export interface IdleTimerOptions {
  /** Default 15 minutes (ADR 058); the served config may set another. */
  timeoutSeconds?: number;
  /** Default 2 minutes. */
  warningSeconds?: number;
  /** Shared by all tabs: the last activity of any of them. */
  storage?: Storage;
  /** Host prefix of the key (spec §9). */
  host?: string;
  now?: () => number;
  /** The warning starts (or, after activity elsewhere, ends: `phase` 'active'). */
  onPhase: (phase: IdlePhase) => void;
  /** No activity for the whole timeout: end the session. Called once. */
  onExpired: () => void;
  /** Where activity is watched; default the page's window. Null: only `stay()` counts. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

export interface IdleTimer {
  /** The user chose to stay signed in (the warning's one key press). */
  stay(): void;
  /** Where the session stands now. */
  current(): IdlePhase;
  dispose(): void;
}

/** What counts as activity: the user doing something, not the page doing something. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** Activity is written at most this often (each write wakes every other tab). */
const WRITE_EVERY_MS = 5_000;

/**
 * Idle timeout across tabs (issue #16, ADR 058). Every tab writes its last activity to
 * localStorage; every tab reads the latest of all tabs, so activity in one counts for all. Two
 * minutes ahead `onPhase` reports the warning; during it only `stay()` (or activity another tab
 * reports) extends the session, so the dialog does not vanish under a moving mouse. Once the time
 * is up `onExpired` runs, once.
 */
export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const timeoutMs = (options.timeoutSeconds ?? IDLE_TIMEOUT_SECONDS) * 1000;
  const warningMs = (options.warningSeconds ?? IDLE_WARNING_SECONDS) * 1000;
  const storage = options.storage ?? localStorage;
  const now = options.now ?? Date.now;
  const key = `${options.host ?? location.host}${LAST_ACTIVITY_KEY}`;
  const target = options.target === undefined ? window : options.target;

  let timer: ReturnType<typeof setTimeout> | undefined;
  let reported: IdlePhase['phase'] | null = null;
  let written = 0;
  let done = false;

  const stored = () => {
    const value = Number(storage.getItem(key));
    return Number.isFinite(value) ? value : 0;
  };
  const current = () => idlePhase(stored(), now(), timeoutMs, warningMs);

  function check() {
    clearTimeout(timer);
    if (done) return;
    const state = current();
    if (state.phase === 'expired') {
      done = true;
      options.onExpired();
      return;
    }
    if (state.phase !== reported) {
      reported = state.phase;
      options.onPhase(state);
    }
    timer = setTimeout(check, state.nextChangeIn);
  }

  function record(force: boolean) {
    if (done) return;
    const at = now();
    if (!force && at - written < WRITE_EVERY_MS) return;
    written = at;
    storage.setItem(key, String(at));
    check();
  }

  const onActivity = () => {
    if (reported === 'warning') return;
    record(false);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) check();
  };

  // Opening the signed-in shell (a login, a reload, a new tab) is activity: an older record, say
  // of a session that ended five minutes ago, must not shorten this one.
  record(true);
  for (const type of ACTIVITY_EVENTS) {
    target?.addEventListener(type, onActivity, { passive: true, capture: true });
  }
  target?.addEventListener('storage', onStorage as EventListener);

  return {
    stay: () => record(true),
    current,
    dispose() {
      done = true;
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) {
        target?.removeEventListener(type, onActivity, { capture: true });
      }
      target?.removeEventListener('storage', onStorage as EventListener);
    },
  };
}
