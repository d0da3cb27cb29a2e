import { describe, expect, it } from 'vitest';
import type { Credit } from './schema.ts';
import { creditFromLink, creditsNewestFirst } from './rules.ts';

const credit = (id: string, date: string): Credit => ({
  id,
  date,
  description: 'Vergoeding storing',
  amount: 5,
  status: 'Pending',
  invoiceId: null,
});

describe('creditsNewestFirst', () => {
  it('sorts by date, newest first, without touching the input', () => {
    const input = [credit('a', '2025-03-15'), credit('b', '2026-10-02'), credit('c', '2026-01-09')];
    expect(creditsNewestFirst(input).map((c) => c.id)).toEqual(['b', 'c', 'a']);
    expect(input[0]?.id).toBe('a');
  });
});

describe('creditFromLink (ADR 071: /rekeningen?tegoed={id})', () => {
  const credits = [credit('CR-1001', '2026-09-01'), credit('CR-1002', '2026-10-01')];

  it.each([
    [null, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['   ', { kind: 'none' }],
    ['CR-1002', { kind: 'found', credit: credits[1] }],
    [' CR-1001 ', { kind: 'found', credit: credits[0] }],
    ['CR-9999', { kind: 'unknown', id: 'CR-9999' }],
    ['cr-1001', { kind: 'unknown', id: 'cr-1001' }],
  ])('%j gives %j', (id, expected) => {
    expect(creditFromLink(credits, id)).toEqual(expected);
  });

  it('finds nothing in an empty list', () => {
    expect(creditFromLink([], 'CR-1001')).toEqual({ kind: 'unknown', id: 'CR-1001' });
  });
});
