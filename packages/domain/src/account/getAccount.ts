import type { ApiClient } from '../client/createApiClient.ts';
import type { Account } from '../contract/index.ts';
import { recoverStatus } from '../errors/recoverStatus.ts';
import { EMPTY_ACCOUNT } from './emptyAccount.ts';

/** GET /api/account; a 503 yields the empty customer, no error (spec §8). */
export function getAccount(client: ApiClient): Promise<Account> {
  return recoverStatus(client.get('/api/account'), 503, () => ({ ...EMPTY_ACCOUNT }));
}
