import type { ApiClient, TrackingPort } from '@vonk/domain';
import { getRead, knownAccount, reads, trackLogin, userPayload } from '@vonk/domain';

import { loginTrackingKey } from './loginMark.ts';

export { loginTrackingKey, markLoginToTrack } from './loginMark.ts';

interface LoginTrackingDeps {
  client: Pick<ApiClient, 'getJson'>;
  tracking: TrackingPort;
  agentSession: boolean;
  storage?: Storage;
  host?: string;
}

const orNull = <T>(promise: Promise<T>): Promise<T | null> => promise.catch(() => null);

/**
 * Spec §4, §7.4: after a login, load subscription and privacy settings (account and converged
 * status come from the preload cache), push `user_data_loaded` with the user payload, then the
 * success event 'AC - Inloggen'. The mark is taken before anything is awaited, so parallel or
 * repeated shell loads of one login track it exactly once. Without an account nothing is pushed.
 */
export async function trackLoginOnce({
  client,
  tracking,
  agentSession,
  storage = sessionStorage,
  host,
}: LoginTrackingDeps): Promise<boolean> {
  const key = loginTrackingKey(host);
  if (storage.getItem(key) === null) return false;
  storage.removeItem(key);
  const [account, subscription, privacy, converged] = await Promise.all([
    orNull(getRead(client, reads.account).then(knownAccount)),
    orNull(getRead(client, reads.subscription)),
    orNull(getRead(client, reads.privacySettings)),
    orNull(getRead(client, reads.converged)),
  ]);
  if (!account) return false;
  trackLogin(
    tracking,
    await userPayload({ account, subscription, privacy, converged, agentSession }),
  );
  return true;
}
