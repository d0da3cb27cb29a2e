/** Transfer (overstappen) URLs of spec §7.2 as the sandbox serves them (300 s). */
export const TRANSFER_PATHS = {
  dossier: '/api/transfer',
  status: '/api/transfer/status',
  byReference: (reference: string) => `/api/transfer/reference/${encodeURIComponent(reference)}`,
} as const;
