import { REFRESH_TIMER_FACTOR } from './authConstants.ts';

export interface TokenTimes {
  /** Epoch seconds the access token was issued. */
  issuedAt: number;
  /** Epoch seconds the access token expires. */
  expiresAt: number;
}

/**
 * Milliseconds until the refresh should start: at 75 % of the token's lifetime (spec §4, §9),
 * never negative. Pure: `now` (epoch ms) is passed in.
 */
export function renewDelay(
  times: TokenTimes,
  now: number,
  factor: number = REFRESH_TIMER_FACTOR,
): number {
  const lifetime = Math.max(0, times.expiresAt - times.issuedAt);
  const renewAt = (times.issuedAt + lifetime * factor) * 1000;
  return Math.max(0, Math.round(renewAt - now));
}
