import type { IsoDate } from './common.ts';

/** Spec §7.2 transfer (overstappen) dossier; shape designed here. */
export type TransferStatus = 'DetailsRequired' | 'Submitted' | 'Planned' | 'Completed';

export interface TransferDossier {
  reference: string;
  status: TransferStatus;
  /** The provider the customer leaves. */
  currentProvider: string | null;
  currentCustomerNumber: string | null;
  contractEndDate: IsoDate | null;
  requestedSwitchDate: IsoDate | null;
  contactPhoneNumber: string | null;
}

/**
 * PUT /api/transfer (own dossier) and PUT /api/transfer/reference/{reference} (public page
 * /overstappen-afronden). Complete details move the dossier to 'Submitted'. Answered with a WriteResult.
 */
export type TransferDossierUpdate = Pick<
  TransferDossier,
  | 'currentProvider'
  | 'currentCustomerNumber'
  | 'contractEndDate'
  | 'requestedSwitchDate'
  | 'contactPhoneNumber'
>;

/** GET /api/transfer/status: the active dossier's status, for the menu and dashboard. */
export interface TransferStatusSummary {
  active: boolean;
  reference: string | null;
  status: TransferStatus | null;
}
