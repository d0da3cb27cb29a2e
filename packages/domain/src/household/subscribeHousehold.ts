import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import type { WriteResult } from '../endpoint/common.ts';
import { householdWrites } from './paths.ts';
import type { HouseholdSubscribeRequest } from './schema.ts';

/** POST subscribe, tracked as 'SS - Aanmelden Klantvoordeel' / 'Aanmelden Klantvoordeel' (spec §7.2). */
export function subscribeHousehold(
  client: ApiClient,
  body: HouseholdSubscribeRequest = {},
): Promise<WriteResult> {
  return sendWrite(client, householdWrites.subscribeHousehold, body);
}

/** POST unsubscribe with an empty object (spec §7.2). */
export function unsubscribeHousehold(client: ApiClient): Promise<WriteResult> {
  return sendWrite(client, householdWrites.unsubscribeHousehold, {});
}
