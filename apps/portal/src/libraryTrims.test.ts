// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as React from 'react';
import * as stylis from '../trims/stylis.ts';
import { useSyncExternalStore } from '../trims/useSyncExternalStore.ts';

// The portal's code and the design system's, whose components the portal renders.
const roots = ['.', '../../../packages/ui/src'].map((dir) =>
  fileURLToPath(new URL(dir, import.meta.url)),
);
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('library trims (ADR 092)', () => {
  it('keep every stylis export styled-components calls, and fail loudly on the prefixer', () => {
    for (const name of ['compile', 'middleware', 'rulesheet', 'serialize', 'stringify']) {
      expect(typeof (stylis as Record<string, unknown>)[name]).toBe('function');
    }
    expect((stylis as Record<string, unknown>).RULESET).toBe('rule');
    expect(() => stylis.prefixer()).toThrow(/Vendor prefixes are trimmed/);
  });

  it('are right that the portal never turns vendor prefixes on', () => {
    const turningOn = roots
      .flatMap(sourceFiles)
      .filter(
        (file) =>
          !file.endsWith('libraryTrims.test.ts') &&
          /enableVendorPrefixes|StyleSheetManager/.test(readFileSync(file, 'utf8')),
      );
    expect(turningOn).toEqual([]);
  });

  it("hand swr React's own useSyncExternalStore", () => {
    expect(useSyncExternalStore).toBe(React.useSyncExternalStore);
  });
});
