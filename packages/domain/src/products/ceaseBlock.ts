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
  return ceaseBlocks(contract, hasOpenOrder, today)[0] ?? null;
}

/**
 * Every reason that blocks online cease, contract first (spec §8 names both texts): the page
 * says all of them, so a customer with a contract and an open order is not surprised twice.
 * Empty when the customer may cease online. The sandbox refuses with the same rule.
 */
export function ceaseBlocks(
  contract: Pick<ContractInfo, 'hasRunningContract' | 'endDate' | 'earlyTerminationFee'>,
  hasOpenOrder: boolean,
  today: IsoDate,
): CeaseBlock[] {
  const running =
    contract.hasRunningContract && (contract.endDate === null || today < contract.endDate);
  const blocks: CeaseBlock[] = [];
  if (running)
    blocks.push({
      reason: 'contract',
      endDate: contract.endDate,
      earlyTerminationFee: contract.earlyTerminationFee,
    });
  if (hasOpenOrder) blocks.push({ reason: 'openOrder' });
  return blocks;
}
