import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('the aggregate’s per-home lines (generated from the homes)', () => {
  it('are up to date: a new home needs `npm run contract -w @vonk/domain`, nothing by hand', () => {
    const script = fileURLToPath(new URL('../../scripts/contractHomes.mjs', import.meta.url));
    expect(() => execFileSync('node', [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
