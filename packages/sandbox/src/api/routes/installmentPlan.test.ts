import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessApi } from '../../testing/inProcessApi.ts';

// ADR 118: the proposal the customer sees is the plan they get, by the sandbox's (UTC) day, also
// when midnight passes between looking and confirming.

let api: ReturnType<typeof inProcessApi>;
const json = async (response: Response | Promise<Response>) => (await response).json();
/** Today (the real UTC day, so tokens stay valid) at `time` UTC. */
const todayAt = (time: string) => new Date(`${new Date().toISOString().slice(0, 10)}T${time}Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(todayAt('12:00:00'));
  api = inProcessApi();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/installmentplan/proposal', () => {
  it('gives piet the schedule of 3 terms from the sandbox’s day, paid by transfer', async () => {
    const proposal = await json(api.as('piet').get('/api/installmentplan/proposal?terms=3'));
    expect(proposal).toMatchObject({
      terms: 3,
      totalAmount: 164.9,
      startDate: dayOf(new Date()),
      paymentMethod: 'Transfer',
    });
    expect(proposal.installments.map((term: { amount: number }) => term.amount)).toEqual([
      54.96, 54.96, 54.98,
    ]);
  });

  it.each([
    ['piet', 'terms=4'],
    ['piet', 'terms=drie'],
    ['piet', ''],
    ['incasso', 'terms=3'],
    ['jan', 'terms=3'],
  ])('is null for %s with %j (no such arrangement)', async (login, query) => {
    expect(await json(api.as(login).get(`/api/installmentplan/proposal?${query}`))).toBeNull();
  });
});

describe('the plan made equals the proposal shown', () => {
  it.each(['12:00:00', '23:59:59', '00:00:00'])('at %s UTC', async (time) => {
    vi.setSystemTime(todayAt(time));
    const piet = api.as('piet');
    const proposal = await json(piet.get('/api/installmentplan/proposal?terms=6'));
    expect(
      await json(
        piet.send('POST', '/api/installmentplan', { terms: 6, startDate: proposal.startDate }),
      ),
    ).toEqual({ success: true });
    const plan = await json(piet.get('/api/installmentplan'));
    expect(plan).toMatchObject({
      totalAmount: proposal.totalAmount,
      startDate: proposal.startDate,
      installments: proposal.installments,
    });
  });

  it('when midnight passes after looking, it refuses and the new proposal is what is made', async () => {
    vi.setSystemTime(todayAt('23:59:59'));
    const piet = api.as('piet');
    const seen = await json(piet.get('/api/installmentplan/proposal?terms=3'));
    vi.setSystemTime(new Date(todayAt('23:59:59').getTime() + 2_000));

    const refused = await json(
      piet.send('POST', '/api/installmentplan', { terms: 3, startDate: seen.startDate }),
    );
    expect(refused).toEqual({
      success: false,
      message:
        'De datums van je termijnen zijn veranderd sinds je ze bekeek. Bekijk de nieuwe datums en spreek de regeling dan opnieuw af.',
    });
    expect(await json(piet.get('/api/installmentplan'))).toBeNull();

    const fresh = await json(piet.get('/api/installmentplan/proposal?terms=3'));
    expect(fresh.startDate).not.toBe(seen.startDate);
    await piet.send('POST', '/api/installmentplan', { terms: 3, startDate: fresh.startDate });
    expect((await json(piet.get('/api/installmentplan'))).installments).toEqual(fresh.installments);
  });
});
