import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite, withLabel } from '../client/descriptors.ts';
import { isSoftFailure } from '../client/isSoftFailure.ts';
import { installmentPlanWrites } from './paths.ts';
import type { InstallmentPlanRequest } from './schema.ts';

/**
 * POST /api/installmentplan. Spec §8: creation "returns true on error recovery": a failed
 * request still answers true (the back office follows up), so the page shows the confirmation.
 * Only an explicit `{ success: false }` answers false. Tracked with the number of terms as label.
 */
export async function createInstallmentPlan(
  client: ApiClient,
  request: InstallmentPlanRequest,
): Promise<boolean> {
  try {
    const write = withLabel(
      installmentPlanWrites.createInstallmentPlan,
      `${request.terms} termijnen`,
    );
    return !isSoftFailure(await sendWrite(client, write, request));
  } catch {
    return true;
  }
}
