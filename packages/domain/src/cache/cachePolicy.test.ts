import { describe, expect, it } from 'vitest';
import { matchPath } from '../endpoint/matchPath.ts';
import { reads } from '../contract/reads.ts';
import { writes } from '../contract/writes.ts';
import { WRITE_CLEARS } from './cachePolicy.ts';
import { TTL_TABLE } from '../contract/ttlTable.ts';

// Spec §7.3 (ADR 109): a read's TTL is on its descriptor, the TTL table derived from them; the
// clears table is written here. These tests name the row (the read's pattern) that is wrong. The
// values are the spec's, asserted in contract/ttlTable.test.ts and clearedBy.test.ts: a read §7.3
// names with another TTL than the 30-s default fails there without its `ttl` (ADR 124).
const readPatterns = Object.values(reads).map((read) => read.pattern);
const writePatterns = Object.values(writes).map((write) => write.pattern);
const ttlRows = TTL_TABLE.map(([pattern]) => pattern);
const clearsRows = WRITE_CLEARS.map(([write]) => write);

/** The patterns of `want` that `have` lacks. */
const lacking = (want: readonly string[], have: readonly string[]) =>
  [...new Set(want)].filter((pattern) => !have.includes(pattern)).sort();
/** A URL of a pattern: each `*` (or trailing `**`) one made-up segment. */
const urlOf = (pattern: string) => pattern.replace(/\*+/g, 'x');
const hasWildcard = (pattern: string) => pattern.includes('*');

describe('the TTL table (spec §7.3)', () => {
  it('gives reads that share a pattern one TTL', () => {
    const disagree = Object.values(reads).filter(
      (read) =>
        (read.rules?.ttl ?? null) !== (TTL_TABLE.find(([p]) => p === read.pattern)?.[1] ?? null),
    );
    expect(disagree.map((read) => read.pattern)).toEqual([]);
  });

  it('has each pattern once, literal paths before patterns', () => {
    expect(new Set(ttlRows).size).toBe(ttlRows.length);
    const firstPattern = ttlRows.findIndex(hasWildcard);
    expect(ttlRows.slice(firstPattern).filter((pattern) => !hasWildcard(pattern))).toEqual([]);
  });

  it.each(readPatterns)(
    'answers %s from its own row or the default, never another row',
    (pattern) => {
      const answering = TTL_TABLE.find(([row]) => matchPath(row, urlOf(pattern)))?.[0];
      expect(answering === undefined || answering === pattern, `answered by ${answering}`).toBe(
        true,
      );
    },
  );
});

describe('the clears table (spec §7.3)', () => {
  it('has a row for every write ([] when it clears only its own path)', () => {
    expect(lacking(writePatterns, clearsRows)).toEqual([]);
  });

  it('has no row that is not a write, and each write once', () => {
    expect(lacking(clearsRows, writePatterns)).toEqual([]);
    expect(new Set(clearsRows).size).toBe(clearsRows.length);
  });

  it.each(WRITE_CLEARS)('%s clears only patterns that match a read', (_write, clears) => {
    const matchNoRead = clears.filter(
      (clear) => !readPatterns.some((read) => matchPath(clear, urlOf(read))),
    );
    expect(matchNoRead).toEqual([]);
  });
});
