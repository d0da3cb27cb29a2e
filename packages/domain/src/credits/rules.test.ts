import { describe, expect, it } from 'vitest';
import type { Credit } from './schema.ts';
import { creditsNewestFirst } from './rules.ts';

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
