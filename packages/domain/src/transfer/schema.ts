import { z } from 'zod/mini';
import { IsoDate, WriteResult } from '../endpoint/common.ts';

/** Spec §7.2 transfer (overstappen) dossier; shape designed here. */
export const TransferStatus = z.enum(['DetailsRequired', 'Submitted', 'Planned', 'Completed']);
export type TransferStatus = z.infer<typeof TransferStatus>;

export const TransferDossier = z.strictObject({
  reference: z.string(),
  status: TransferStatus,
  /** The provider the customer leaves. */
  currentProvider: z.nullable(z.string()),
  currentCustomerNumber: z.nullable(z.string()),
  contractEndDate: z.nullable(IsoDate),
  requestedSwitchDate: z.nullable(IsoDate),
  contactPhoneNumber: z.nullable(z.string()),
});
export type TransferDossier = z.infer<typeof TransferDossier>;

/**
 * PUT /api/transfer (own dossier) and PUT /api/transfer/reference/{reference} (public page
 * /overstappen-afronden). Complete details move the dossier to 'Submitted'. Answered with a
 * WriteResult.
 */
export const TransferDossierUpdate = z.strictObject({
  currentProvider: z.nullable(z.string()),
  currentCustomerNumber: z.nullable(z.string()),
  contractEndDate: z.nullable(IsoDate),
  requestedSwitchDate: z.nullable(IsoDate),
  contactPhoneNumber: z.nullable(z.string()),
});
export type TransferDossierUpdate = z.infer<typeof TransferDossierUpdate>;

/** GET /api/transfer/status: the active dossier's status, for the menu and dashboard. */
export const TransferStatusSummary = z.strictObject({
  active: z.boolean(),
  reference: z.nullable(z.string()),
  status: z.nullable(TransferStatus),
});
export type TransferStatusSummary = z.infer<typeof TransferStatusSummary>;

export const transferSchemas = {
  reads: {
    transferDossier: z.nullable(TransferDossier),
    transferStatus: TransferStatusSummary,
    transferDossierByReference: TransferDossier,
  },
  writes: {
    updateTransferDossier: { body: TransferDossierUpdate, result: WriteResult },
    updateTransferDossierByReference: { body: TransferDossierUpdate, result: WriteResult },
  },
};
