import { describe, expect, it } from 'vitest';
import { CEASE_BLOCK_TEXTS, ceaseBlock, ceaseBlocks } from './ceaseBlock.ts';

const contract = (hasRunningContract: boolean, endDate: string | null) => ({
  hasRunningContract,
  endDate,
  earlyTerminationFee: hasRunningContract ? 75 : null,
});

describe('ceaseBlock (spec §5, §8)', () => {
  it.each([
    ['running contract until 2027-03-01', contract(true, '2027-03-01'), false, 'contract'],
    ['running contract and an open order', contract(true, '2027-03-01'), true, 'contract'],
    ['running contract without end date', contract(true, null), false, 'contract'],
    ['contract ended yesterday, open order', contract(true, '2026-11-21'), true, 'openOrder'],
    ['no contract, open order', contract(false, null), true, 'openOrder'],
    ['no contract, no order', contract(false, null), false, null],
    ['contract ends today', contract(true, '2026-11-22'), false, null],
  ])('%s → %s', (_name, info, hasOpenOrder, reason) => {
    expect(ceaseBlock(info, hasOpenOrder, '2026-11-22')?.reason ?? null).toBe(reason);
  });

  it('passes the end date and fee on, and has the texts to the letter', () => {
    expect(ceaseBlock(contract(true, '2027-03-01'), false, '2026-11-22')).toEqual({
      reason: 'contract',
      endDate: '2027-03-01',
      earlyTerminationFee: 75,
    });
    expect(CEASE_BLOCK_TEXTS).toEqual({
      title: 'Je kan nu niet online opzeggen.',
      openOrder: 'Je hebt een lopende bestelling. Daarom kan je nog niet opzeggen.',
    });
  });
});

describe('ceaseBlocks (issue #14: every reason, contract first)', () => {
  it.each([
    ['contract and open order', contract(true, '2027-03-01'), true, ['contract', 'openOrder']],
    ['contract only', contract(true, '2027-03-01'), false, ['contract']],
    ['open order only', contract(false, null), true, ['openOrder']],
    ['contract ended, no order', contract(true, '2026-11-21'), false, []],
    ['nothing', contract(false, null), false, []],
  ])('%s', (_name, info, hasOpenOrder, reasons) => {
    expect(ceaseBlocks(info, hasOpenOrder, '2026-11-22').map((block) => block.reason)).toEqual(
      reasons,
    );
  });
});
