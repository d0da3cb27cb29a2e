import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError } from '../client/ApiError.ts';
import { isSoftFailure } from '../client/isSoftFailure.ts';
import { useApiClient } from '../cache/ApiClientContext.ts';
import type { OptOutPreferences } from './schema.ts';
import { saveOptOut } from './optOut.ts';
import { OPT_OUT_PATHS } from './urls.ts';
import { optOutChoices } from './optOutRules.ts';
import type { OptOutChoices } from './optOutRules.ts';

/**
 * Saves the choices behind an unsubscribe link. Resolves with the preferences as now stored
 * (also put in the SWR state of `useRead(reads.optOut, { id })`), rejects with an ApiError on an HTTP failure and
 * on a `{ success: false }` answer, so the caller can keep what the person chose and say so.
 */
export function useSaveOptOut(): (
  preferences: Pick<OptOutPreferences, 'id'> & OptOutChoices,
) => Promise<void> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (preferences) => {
      const choices = optOutChoices(preferences);
      const result = await saveOptOut(client, { id: preferences.id, ...choices });
      if (isSoftFailure(result)) {
        throw new ApiError({
          status: 200,
          url: OPT_OUT_PATHS.save,
          method: 'PUT',
          body: result,
          message: 'PUT /api/optout/v2 answered success: false',
        });
      }
      await mutate(
        OPT_OUT_PATHS.byId(preferences.id),
        (current: OptOutPreferences | undefined) =>
          current ? { ...current, ...choices } : current,
        { revalidate: false },
      );
    },
    [client, mutate],
  );
}
