// The hand-over of the early script's API reads (src/warmLanding.ts, ADR 090) to the app's API
// client: a shortcut past the network, never a second source of truth. An answer is given once,
// to the request the client would have made itself (same URL, GET, the same bearer token, no
// agent's customer code, young enough); anything else drops every early answer and the client
// fetches as before. What comes back goes through the client's normal path: a 401 or a failure
// meets the error catalogue and the token renewal exactly as the client's own fetch would.
import { CUSTOMER_CODE_HEADER } from '@vonk/domain';
import type { EarlyReads } from '../warmLanding.ts';

/** Rejects like the client's own fetch when its signal (the read timeout) fires first. */
function untilAborted(answer: Promise<Response>, signal?: AbortSignal | null): Promise<Response> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The client's fetch with the early answers in front: `maxAgeMs` after they left (the read
 * timeout: an early request that old has timed out or is stale) none is given any more. They are
 * taken at the client's first request, not before: on the page the IdP sends back to, they start
 * only once the early redemption has the token (ADR 107), which may be after the app has started.
 */
export function withEarlyReads(
  take: () => EarlyReads | undefined,
  maxAgeMs: number,
  doFetch: typeof fetch = (input, init) => fetch(input, init),
  now: () => number = () => performance.now(),
): typeof fetch {
  let pending: EarlyReads | undefined;
  let taken = false;
  return (input, init) => {
    if (!taken) {
      taken = true;
      pending = take();
    }
    const answer = typeof input === 'string' ? pending?.answers.get(input) : undefined;
    if (!pending || !answer) return doFetch(input, init);
    pending.answers.delete(input as string);
    const headers = new Headers(init?.headers);
    const same =
      (init?.method ?? 'GET') === 'GET' &&
      // Bearer, or DPoP with its own proof (ADR 127): the same token either way.
      /^(Bearer|DPoP) /.test(headers.get('Authorization') ?? '') &&
      headers.get('Authorization')?.split(' ')[1] === pending.token &&
      !headers.has(CUSTOMER_CODE_HEADER) &&
      now() - pending.at <= maxAgeMs;
    if (!same) {
      // Another session, an agent, a renewed token or a late start: none of them is this one's.
      pending = undefined;
      return doFetch(input, init);
    }
    return untilAborted(answer, init?.signal);
  };
}
