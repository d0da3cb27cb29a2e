/** Spec §9 auth constants, in one place so tests can assert them. */
export const SILENT_REFRESH_TIMEOUT_SECONDS = 20;
/** Access-token timers fire at 75 % of the lifetime (spec §4, §9). */
export const REFRESH_TIMER_FACTOR = 0.75;
/** Spec §5: default clock skew 10 minutes. */
export const CLOCK_SKEW_SECONDS = 600;
/** Spec §5: nonce length 45. */
export const NONCE_LENGTH = 45;
/** Spec §4: a logout writes this localStorage key; other tabs log out on its storage event. */
export const SESSION_ENDED_KEY = 'session_ended';
/** BroadcastChannel on which a tab announces tokens it renewed to the other tabs of its session. */
export const AUTH_CHANNEL_NAME = 'vonk-auth';
/** Web Lock that serialises refresh-token renewals across tabs (refresh tokens rotate). */
export const RENEWAL_LOCK_NAME = 'vonk-token-renewal';
/** Spec §4, §9: the keep-alive frame is reset to about:blank, then reloaded after 50 ms. */
export const KEEP_ALIVE_RESET_MS = 50;
/**
 * Every request to the IdP (discovery, token exchange and refresh, revocation) gives up after
 * this long (issue #16; spec §9's silent refresh timeout): a hung IdP never holds a page.
 */
export const IDP_REQUEST_TIMEOUT_SECONDS = 20;
/** Issue #16, ADR 058: without activity in any tab the session ends after 15 minutes… */
export const IDLE_TIMEOUT_SECONDS = 15 * 60;
/** …with a warning two minutes ahead (WCAG 2.2.1: the user can extend with one action). */
export const IDLE_WARNING_SECONDS = 2 * 60;
/** localStorage key with the time of the last activity in any tab of the session. */
export const LAST_ACTIVITY_KEY = 'vonk-auth.lastActivity';
