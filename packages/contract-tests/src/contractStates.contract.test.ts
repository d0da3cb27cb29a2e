import { beforeEach, describe, expect, it } from 'vitest';
import { bestTariff, contractSummary, getRead, reads } from '@vonk/domain';
import type { Login } from '@vonk/sandbox/personas';
import { inProcessSandboxClient } from './inProcessSandboxClient.ts';

// The contract summary states of issue #28 (ADR 133): what the sandbox answers for them, read
// with the domain's models on the sandbox clock's day, as /abonnementen reads them.
const sandbox = inProcessSandboxClient();

beforeEach(() => sandbox.reset());

const today = () => new Date().toISOString().slice(0, 10);

async function summaryOf(login: Login) {
  const client = sandbox.clientFor(login);
  const [contract, subscription, internet, tv, voip] = await Promise.all([
    getRead(client, reads.contractInfo),
    getRead(client, reads.subscription),
    getRead(client, reads.internetProducts),
    getRead(client, reads.tvProducts),
    getRead(client, reads.voipProducts),
  ]);
  return {
    summary: contractSummary({ contract, subscription, today: today() }),
    advice: bestTariff(subscription, { internet, tv, voip }),
  };
}

describe('contract summary states (issue #28)', () => {
  it('contract-midden: halfway a 24-month term, the remaining 12 monthly fees to cancel early', async () => {
    const { summary } = await summaryOf('contract-midden');
    expect(summary).toMatchObject({
      phase: 'running',
      minimumTermMonths: 24,
      noticePeriodMonths: 1,
      monthlyPrice: 105.5,
      earlyTermination: { rule: 'remainingFees', remainingMonths: 12, cost: 1266 },
      advisesBestTariff: false,
    });
  });

  it('contract-eindigt: two months left at old tariffs, € 14,50 a month less at list prices', async () => {
    const { summary, advice } = await summaryOf('contract-eindigt');
    expect(summary).toMatchObject({
      phase: 'endsSoon',
      monthlyPrice: 77,
      earlyTermination: { rule: 'remainingFees', remainingMonths: 2, cost: 154 },
      advisesBestTariff: true,
    });
    expect(advice.savings.map(({ best, saving }) => [best.name, best.price, saving])).toEqual([
      ['Internet Start', 45, 12.5],
      ['TV Start', 17.5, 2],
    ]);
    expect(advice.savingPerMonth).toBe(14.5);
  });

  it('contract-voorbij: the term has ended, cancelling costs nothing, the best tariff already', async () => {
    const { summary, advice } = await summaryOf('contract-voorbij');
    expect(summary).toMatchObject({
      phase: 'ended',
      minimumTermMonths: 12,
      earlyTermination: null,
      advisesBestTariff: true,
    });
    expect(advice).toEqual({ savings: [], savingPerMonth: 0 });
  });
});
