import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite, withLabel } from '../client/descriptors.ts';
import { isSoftFailure } from '../client/isSoftFailure.ts';
import type { WriteResult } from '../endpoint/common.ts';
import { installmentPlanWrites } from './paths.ts';
import type { InstallmentPlanRequest } from './schema.ts';

/** How a request for a plan ended: sent (or §8 recovery), or refused with the API's message. */
export type InstallmentPlanOutcome = { sent: true } | { sent: false; message: string | null };

/**
 * POST /api/installmentplan. Spec §8: creation "returns true on error recovery": a failed
 * request still counts as sent (the back office follows up; the page checks the plan is there).
 * Only an explicit `{ success: false }` is a refusal, with its message when the API gives one
 * (ADR 118: the proposal's dates changed at midnight). Tracked with the number of terms as label.
 */
export async function createInstallmentPlan(
  client: ApiClient,
  request: InstallmentPlanRequest,
): Promise<InstallmentPlanOutcome> {
  let answer: WriteResult;
  try {
    const write = withLabel(
      installmentPlanWrites.createInstallmentPlan,
      `${request.terms} termijnen`,
    );
    answer = await sendWrite(client, write, request);
  } catch {
    return { sent: true };
  }
  return isSoftFailure(answer) ? { sent: false, message: answer.message ?? null } : { sent: true };
}
