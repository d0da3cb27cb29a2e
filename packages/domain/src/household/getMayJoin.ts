import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import type { WriteResult } from '../contract/common.ts';
import { householdWrites } from './paths.ts';
import { HOUSEHOLD_PATHS } from './urls.ts';
import { householdAddress, mayJoin } from './rules.ts';
import type { HouseholdAddress, HouseholdSubscribeRequest } from './schema.ts';

/** GET may-join, coerced to boolean (spec §7.2). */
export async function getMayJoin(client: ApiClient): Promise<boolean> {
  return mayJoin(await client.getJson<unknown>(HOUSEHOLD_PATHS.mayJoin));
}

/** GET the dashboard or subscribe address; null when empty (spec §7.2). */
export async function getHouseholdAddress(
  client: ApiClient,
  url: string,
): Promise<HouseholdAddress> {
  return householdAddress(await client.getJson<unknown>(url));
}

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
