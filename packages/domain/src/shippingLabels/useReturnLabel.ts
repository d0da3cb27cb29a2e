import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useApiResource } from '../cache/useApiResource.ts';
import { returnLabelPath } from '../contract/index.ts';
import type { ReturnLabel } from '../contract/index.ts';
import { getReturnLabel } from './getReturnLabel.ts';

/** The return label by reference (public /retour-label), 30 s; waits without a reference. */
export function useReturnLabel(
  reference: string | null | undefined,
): SWRResponse<ReturnLabel, ApiError> {
  return useApiResource(reference ? returnLabelPath(reference) : null, (client) =>
    getReturnLabel(client, reference as string),
  );
}
