import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import type { WriteResult } from '../endpoint/common.ts';
import { preferenceWrites } from './paths.ts';
import type { DisplayPreferences } from './schema.ts';

/** PUT the display preferences (tracked as 'SS - Weergave'); clears the cached GET. */
export function saveDisplayPreferences(
  client: ApiClient,
  preferences: DisplayPreferences,
): Promise<WriteResult> {
  return sendWrite(client, preferenceWrites.saveDisplayPreferences, preferences);
}
