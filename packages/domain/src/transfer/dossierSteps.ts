import type { TransferDossier } from './schema.ts';

// What the pages show of a dossier, apart from the form's rules (rules.ts): these need no field
// rule, so a page that shows a dossier without its form loads none (issue #34).

/** The dossier waits for the customer's details: only then the form is shown. */
export function needsTransferDetails(dossier: Pick<TransferDossier, 'status'>): boolean {
  return dossier.status === 'DetailsRequired';
}

/** One step of a transfer on the tracker (ADR 041): details → sent → planned → switched. */
export interface TransferStep {
  id: 'details' | 'submitted' | 'planned' | 'completed';
  state: 'done' | 'current' | 'upcoming';
  /** The requested switch date on the last two steps; `expected` until it is done. */
  date: string | null;
  expected: boolean;
}

const TRANSFER_ORDER = ['DetailsRequired', 'Submitted', 'Planned', 'Completed'] as const;

/** Where a transfer dossier stands, as tracker steps. */
export function transferSteps(dossier: TransferDossier): TransferStep[] {
  const reached = TRANSFER_ORDER.indexOf(dossier.status);
  const ids = ['details', 'submitted', 'planned', 'completed'] as const;
  return ids.map((id, index) => {
    const state = index < reached ? 'done' : index === reached ? 'current' : 'upcoming';
    const date = index >= 2 ? dossier.requestedSwitchDate : null;
    return { id, state, date, expected: date !== null && dossier.status !== 'Completed' };
  });
}
