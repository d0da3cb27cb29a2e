// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import catalogue from './nl.json';

const portal = fileURLToPath(new URL('../..', import.meta.url));
const src = join(portal, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('nl-NL message catalogue', () => {
  it('is precompiled and current', () => {
    expect(() =>
      execFileSync('node', ['scripts/compile-messages.mjs', '--check'], {
        cwd: portal,
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });

  it('has every content key the code uses, and no unused one', () => {
    const keys = Object.keys(catalogue);
    // Every quoted 'namespace.key' literal in a namespace the catalogue has counts as a use.
    const namespaces = new Set(keys.map((key) => key.split('.')[0]));
    const used = new Set<string>();
    for (const file of sourceFiles(src)) {
      for (const [, id] of readFileSync(file, 'utf8').matchAll(
        /'([a-z][A-Za-z]*(?:\.[A-Za-z]+)+)'/g,
      )) {
        if (namespaces.has(id!.split('.')[0])) used.add(id!);
      }
    }
    expect([...used].filter((id) => !keys.includes(id))).toEqual([]);
    expect(keys.filter((id) => !used.has(id))).toEqual([]);
  });
});
