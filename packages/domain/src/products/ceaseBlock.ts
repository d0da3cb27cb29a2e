import type { ContractInfo, IsoDate } from '../contract/index.ts';

/** Spec §8 cease modal texts, to the letter. */
export const CEASE_BLOCK_TEXTS = {
  title: 'Je kan nu niet online opzeggen.',
  openOrder: 'Je hebt een lopende bestelling. Daarom kan je nog niet opzeggen.',
} as const;

export type CeaseBlock =
  | { reason: 'contract'; endDate: IsoDate | null; earlyTerminationFee: number | null }
  | { reason: 'openOrder' };

/**
 * Spec §5, §8: online cease is blocked while a contract runs (until its end date; earlier only
 * with the fee) or an order is open. Null when the customer may cease online. `today` is passed
 * in (YYYY-MM-DD), never read from the clock. A running contract is named first, as in §8.
 */
export function ceaseBlock(
  contract: Pick<ContractInfo, 'hasRunningContract' | 'endDate' | 'earlyTerminationFee'>,
  hasOpenOrder: boolean,
  today: IsoDate,
): CeaseBlock | null {
  const running =
    contract.hasRunningContract && (contract.endDate === null || today < contract.endDate);
  if (running)
    return {
      reason: 'contract',
      endDate: contract.endDate,
      earlyTerminationFee: contract.earlyTerminationFee,
    };
  return hasOpenOrder ? { reason: 'openOrder' } : null;
}
