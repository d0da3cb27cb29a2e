// What consumers get from `npm publish` of a workspace package: the built ESM + declarations,
// README and manifest; no sources, stories, test helpers or tests. The JS imports siblings by
// their shipped .js names; the declarations keep tsc's `./Button.tsx` specifiers, which a
// consumer's TypeScript resolves to the .d.ts beside them (scripts/consumer-smoke.mjs type-checks
// that, as attw does). Shared by packages/ui and packages/domain.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

interface PackageContents {
  name: string;
  /** The package folder (its `import.meta.dirname`). */
  dir: string;
  /** Built modules that must ship, e.g. 'components/Button/Button' (checked as .js and .d.ts). */
  modules: string[];
}

export function describePackageContents({ name, dir, modules }: PackageContents): void {
  let files: string[] = [];

  beforeAll(() => {
    // turbo runs `build` before `test` (the package's turbo.json); a bare `vitest run` builds here.
    if (!existsSync(join(dir, 'dist/index.js')) || !existsSync(join(dir, 'dist/index.d.ts'))) {
      execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'ignore' });
    }
    const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const [pack] = JSON.parse(out) as [{ files: { path: string }[] }];
    files = pack.files.map((file) => file.path).sort();
  }, 120_000);

  describe(`${name} package contents`, () => {
    it('ships the manifest, README and the built entry points', () => {
      expect(files).toEqual(
        expect.arrayContaining(['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts']),
      );
    });

    it('ships JS and declarations for its modules', () => {
      expect(files).toEqual(
        expect.arrayContaining(modules.flatMap((m) => [`dist/${m}.js`, `dist/${m}.d.ts`])),
      );
    });

    it('ships nothing but dist, README, CHANGELOG and package.json', () => {
      const stray = files.filter(
        (path) =>
          !/^(dist\/.+\.(js|d\.ts)(\.map)?|README\.md|CHANGELOG\.md|package\.json)$/.test(path),
      );
      expect(stray).toEqual([]);
    });

    it('ships no sources, stories, test helpers or tests', () => {
      expect(
        files.filter((path) => /(^src\/|^dist\/testing\/|\.stories\.|\.test\.|\.tsx$)/.test(path)),
      ).toEqual([]);
    });

    it('imports siblings by their shipped .js name in JS', () => {
      const tsSpecifier = /(?:from|import)\s*\(?\s*['"]\.{1,2}\/[^'"]*\.(?:tsx?|mts|cts)['"]/;
      const offenders = files
        .filter((path) => path.endsWith('.js'))
        .filter((path) => tsSpecifier.test(readFileSync(join(dir, path), 'utf8')));
      expect(offenders).toEqual([]);
    });

    it("names no private module in its declarations (style modules, a dependency's dist/)", () => {
      // A consumer's TypeScript resolves neither without skipLibCheck (scripts/consumer-smoke.mjs).
      const privateSpecifier =
        /(?:from\s*|import\s*\(\s*)['"](?:[^'"]*\.styles(?:\.js)?|(?:@[^/'"]+\/)?[^./'"][^/'"]*\/dist\/[^'"]*)['"]/;
      const offenders = files
        .filter((path) => path.endsWith('.d.ts'))
        .filter((path) => privateSpecifier.test(readFileSync(join(dir, path), 'utf8')));
      expect(offenders).toEqual([]);
    });
  });
}
