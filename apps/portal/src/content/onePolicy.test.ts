import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// ADR 062: production CSP allows one Trusted Types policy, `vonk-content`, and its createHTML passes
// text through, so only the content sanitiser may hold it. This test reads the app's and the
// packages' source and fails on any other policy or any other holder.
const repo = join(import.meta.dirname, '../../../..');
const SCANNED = ['apps/portal/src', 'packages/ui/src', 'packages/domain/src'];

function sources(): { path: string; text: string }[] {
  return SCANNED.flatMap((dir) =>
    readdirSync(join(repo, dir), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return { path: relative(repo, path), text: readFileSync(path, 'utf8') };
      }),
  );
}

describe('one Trusted Types policy (ADR 062)', () => {
  it('only contentPolicy.ts creates a policy', () => {
    const creators = sources().filter(({ text }) => /\bcreatePolicy\s*\(/.test(text));
    expect(creators.map(({ path }) => path)).toEqual(['apps/portal/src/content/contentPolicy.ts']);
  });

  it('only the sanitiser imports the policy', () => {
    const holders = sources().filter(({ text }) =>
      /from\s+['"][^'"]*contentPolicy(?:\.ts)?['"]/.test(text.replace(/import type[^;]*;/g, '')),
    );
    expect(holders.map(({ path }) => path)).toEqual([
      'apps/portal/src/content/sanitizeContentHtml.ts',
    ]);
  });
});
