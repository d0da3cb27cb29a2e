import type { ApiClient } from '../client/createApiClient.ts';
import type { InstallmentPlanRequest, WriteResult } from '../contract/index.ts';
import { isSoftFailure } from '../client/isSoftFailure.ts';

/**
 * POST /api/installmentplan. Spec §8: creation "returns true on error recovery": a failed
 * request still answers true (the back office follows up), so the page shows the confirmation.
 * Only an explicit `{ success: false }` answers false.
 */
export async function createInstallmentPlan(
  client: ApiClient,
  request: InstallmentPlanRequest,
): Promise<boolean> {
  try {
    const result = await client.send<WriteResult | undefined>(
      'POST',
      '/api/installmentplan',
      request,
      {
        category: 'Betalingsregeling',
        label: `${request.terms} termijnen`,
      },
    );
    return !isSoftFailure(result);
  } catch {
    return true;
  }
}
