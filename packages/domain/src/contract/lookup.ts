import type { AnyRead, AnyWrite } from '../endpoint/endpoint.ts';
import { matchPath } from '../endpoint/matchPath.ts';
import { reads } from './reads.ts';
import type { ReadName } from './reads.ts';
import { writes } from './writes.ts';
import type { WriteName } from './writes.ts';

const literalFirst = <T extends { pattern: string }>(entries: [string, T][]) =>
  entries.sort(([, a], [, b]) => Number(a.pattern.includes('*')) - Number(b.pattern.includes('*')));

const readEntries = literalFirst(Object.entries(reads) as [ReadName, AnyRead][]);
const writeEntries = literalFirst(Object.entries(writes) as [WriteName, AnyWrite][]);

/** The contract read a GET URL belongs to (a literal path before a pattern), if any. */
export function findRead(url: string): ReadName | undefined {
  return readEntries.find(([, read]) => matchPath(read.pattern, url))?.[0] as ReadName | undefined;
}

/** The contract write a method and URL belong to, if any. */
export function findWrite(method: string, url: string): WriteName | undefined {
  const upper = method.toUpperCase();
  return writeEntries.find(
    ([, write]) => write.method === upper && matchPath(write.pattern, url),
  )?.[0] as WriteName | undefined;
}
