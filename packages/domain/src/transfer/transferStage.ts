import type { ConvergedStatus } from '../converged/schema.ts';
import type { IsoDate } from '../endpoint/common.ts';
import type { TransferDossier } from './schema.ts';
import { routePaths } from '../navigation/routePaths.ts';

/**
 * Where the customer's transfer (overstappen) stands, decided once for the dashboard tile, the
 * /overstappen page and the public completion page (issue #26, ADR 041): not offered, offered
 * without a dossier yet, or the dossier's stage with its reference, and the switch date once it is
 * planned or done.
 */
export type TransferStage =
  | { kind: 'notOffered' }
  | { kind: 'none' }
  | { kind: 'detailsRequired'; reference: string }
  | { kind: 'submitted'; reference: string }
  | { kind: 'planned'; reference: string; switchDate: IsoDate | null }
  | { kind: 'completed'; reference: string; switchDate: IsoDate | null };

/**
 * The dossier decides once there is one (its status is the truth, whatever converged still says);
 * without one, converged's transferAllowed says whether transferring is offered (spec §2.3).
 */
export function transferStage(
  converged: Pick<ConvergedStatus, 'transferAllowed'> | null | undefined,
  dossier: Pick<TransferDossier, 'reference' | 'status' | 'requestedSwitchDate'> | null,
): TransferStage {
  if (!dossier) return converged?.transferAllowed ? { kind: 'none' } : { kind: 'notOffered' };
  const { reference, requestedSwitchDate: switchDate } = dossier;
  switch (dossier.status) {
    case 'DetailsRequired':
      return { kind: 'detailsRequired', reference };
    case 'Submitted':
      return { kind: 'submitted', reference };
    case 'Planned':
      return { kind: 'planned', reference, switchDate };
    case 'Completed':
      return { kind: 'completed', reference, switchDate };
  }
}

/**
 * Where "Overstappen afronden" leads (spec §2.3: only when a reference exists), or null: only
 * while the dossier waits for the customer's details. A dossier sent, planned or done has nothing
 * left to complete, whatever reference converged still carries (issue #26).
 */
export function transferCompletionPath(stage: TransferStage | undefined): string | null {
  return stage?.kind === 'detailsRequired'
    ? routePaths.completeTransfer.href({ reference: stage.reference })
    : null;
}
