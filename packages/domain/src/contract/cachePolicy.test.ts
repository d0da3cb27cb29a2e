import { describe, expect, it } from 'vitest';
import { matchPath } from '../endpoint/matchPath.ts';
import { reads } from './reads.ts';
import { writes } from './writes.ts';
import { TTL_TABLE } from './ttlTable.ts';

// Spec §7.3 (ADR 109): a read's TTL and a write's clears are on their descriptors, the TTL table
// derived from the reads. These tests name the pattern that is wrong. The values are the spec's,
// asserted in cache/ttlFor.test.ts and writeClears.test.ts: a read §7.3 names with another TTL
// than the 30-s default fails there without its `ttl` (ADR 124).
const readPatterns = Object.values(reads).map((read) => read.pattern);
const ttlRows = TTL_TABLE.map(([pattern]) => pattern);
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

describe('what writes clear (spec §7.3)', () => {
  it.each(Object.values(writes).map((write) => [write.pattern, write.clears] as const))(
    '%s clears only patterns that match a read',
    (_write, clears) => {
      const matchNoRead = clears.filter(
        (clear) => !readPatterns.some((read) => matchPath(clear, urlOf(read))),
      );
      expect(matchNoRead).toEqual([]);
    },
  );
});
