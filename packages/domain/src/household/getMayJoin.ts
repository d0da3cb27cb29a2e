import type { ApiClient } from '../client/createApiClient.ts';
import type { HouseholdAddress } from '../contract/index.ts';
import { householdAddress, mayJoin } from './rules.ts';

export const HOUSEHOLD_PATHS = {
  dashboardAddress: '/api/household/dashboardaddress',
  subscribeAddress: '/api/household/subscribeaddress',
  mayJoin: '/api/household/mayjoin',
  subscribe: '/api/household/subscribe',
  unsubscribe: '/api/household/unsubscribe',
} as const;

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
export function subscribeHousehold(client: ApiClient, body: object = {}): Promise<unknown> {
  return client.send('POST', HOUSEHOLD_PATHS.subscribe, body, {
    category: 'SS - Aanmelden Klantvoordeel',
    label: 'Aanmelden Klantvoordeel',
  });
}

/** POST unsubscribe with an empty object (spec §7.2). */
export function unsubscribeHousehold(client: ApiClient): Promise<unknown> {
  return client.send('POST', HOUSEHOLD_PATHS.unsubscribe, {});
}
