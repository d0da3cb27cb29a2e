import { describe, expect, it } from 'vitest';
import { reads } from '../contract/reads.ts';
import { writes } from '../contract/writes.ts';
import { TTL_TABLE, WRITE_CLEARS } from './cachePolicy.ts';

const hasWildcard = (pattern: string) => pattern.includes('*');
const byPattern = <T extends readonly [string, unknown]>(rows: readonly T[]) =>
  [...rows].sort(([a], [b]) => a.localeCompare(b));

// The tables are written out so the entry needs no descriptor (ADR 102); these hold them to the
// descriptors, the contract's one source: a failure shows the row to add, change or remove.
describe('the cache policy tables (spec §7.3)', () => {
  it('have one TTL row per read, with the class its home names', () => {
    const derived = Object.values(reads).map((read) => [read.pattern, read.ttl] as const);
    expect(byPattern(TTL_TABLE)).toEqual(byPattern(derived));
  });

  it('list literal paths before patterns, so the most specific row wins', () => {
    const firstPattern = TTL_TABLE.findIndex(([pattern]) => hasWildcard(pattern));
    expect(TTL_TABLE.slice(firstPattern).every(([pattern]) => hasWildcard(pattern))).toBe(true);
    expect(new Set(TTL_TABLE.map(([pattern]) => pattern)).size).toBe(TTL_TABLE.length);
  });

  it('have a clears row for every write that clears related GETs, in the writes order', () => {
    const derived = Object.values(writes)
      .filter((write) => write.clears.length > 0)
      .map((write) => [write.pattern, write.clears] as const);
    expect(WRITE_CLEARS).toEqual(derived);
  });
});
