import type { IsoDate } from './common.ts';

/** GET /api/credits and /api/credits/{id}: money the customer gets back (paths designed here). */
export interface Credit {
  id: string;
  date: IsoDate;
  description: string;
  amount: number;
  status: 'Pending' | 'Settled';
  /** Invoice the credit was settled on; null while pending. */
  invoiceId: string | null;
}
