// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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

  // A page's own texts ship with its route chunk (ADR 031): its page module registers them, and
  // nothing outside the page reaches into it, so they are there before any of them renders.
  it("registers each page's part in that page's module", () => {
    const pages = join(src, 'pages');
    const areaTables = join(src, 'shellRoutes');
    const routeModules = new Set(
      sourceFiles(areaTables).flatMap((table) =>
        [...readFileSync(table, 'utf8').matchAll(/import\('(\.\.\/[^']+)'\)/g)].map(([, path]) =>
          join(areaTables, path!),
        ),
      ),
    );
    const parts = readdirSync(join(src, 'i18n/compiled/pages'));
    const problems = parts.flatMap((part) => {
      const [page = '', folder] = part.replace(/\.json$/, '').split('.');
      // A screen's part (issue #34): the texts only that screen reaches, registered by it alone.
      if (folder && /^[A-Z]/.test(folder)) {
        const registering = sourceFiles(pages)
          .filter((file) => readFileSync(file, 'utf8').includes(`i18n/compiled/pages/${part}'`))
          .map((file) => file.slice(pages.length + 1));
        return registering.join() === `${page}/${folder}.tsx`
          ? []
          : [
              `pages/${page}/${folder}.tsx alone registers ${part} (found in: ${registering.join(', ') || 'none'})`,
            ];
      }
      // A lazy subfolder's part (issue #34): its lazily imported modules register it, as
      // scripts/compile-messages.mjs checks; here only that someone in the folder does.
      if (folder) {
        const inFolder = sourceFiles(join(pages, page, folder)).filter((file) =>
          readFileSync(file, 'utf8').includes(`i18n/compiled/pages/${part}'`),
        );
        return inFolder.length > 0 ? [] : [`pages/${page}/${folder}: nothing registers ${part}`];
      }
      const registering = sourceFiles(join(pages, page))
        .filter((file) => {
          const text = readFileSync(file, 'utf8');
          return (
            text.includes(`i18n/compiled/pages/${part}'`) &&
            /^registerPageMessages\(\w+\);$/m.test(text)
          );
        })
        .map((file) => file.slice(pages.length + 1));
      // Every route module of the folder (a folder may hold two, e.g. /gebruikskosten and its
      // /bellen, or a sub-route's folder, or a flow that renders without the overview: issue #34)
      // registers the part, and nothing else does.
      const pageModules = sourceFiles(join(pages, page))
        .filter((file) => /\/\w+Page\.tsx$/.test(file) || routeModules.has(file))
        .map((file) => file.slice(pages.length + 1));
      const expected = [...pageModules].sort().join(', ');
      return pageModules.length > 0 && [...registering].sort().join(', ') === expected
        ? []
        : [
            `pages/${page}: its own texts ship with its route chunk (ADR 031), so each page module ` +
              `(${expected || 'none'}) and only those start with \`import pageMessages from ` +
              `'../../i18n/compiled/pages/${part}';\` and \`registerPageMessages(pageMessages);\`` +
              ` (found in: ${registering.join(', ') || 'none'})`,
          ];
    });
    expect(problems).toEqual([]);
  });

  // Texts only pages and the shared sections and forms use ship with each module that names one
  // (ADR 031, issue #34): it registers compiled/shared/<its path>.json, which holds exactly those,
  // so they are there first. The sections the landing dashboard imports register the landing part.
  it('registers its own shared part (or the landing part) in every module that uses a shared text', () => {
    const json = (path: string) =>
      JSON.parse(readFileSync(join(src, 'i18n/compiled', path), 'utf8')) as Record<string, unknown>;
    const sharedDir = join(src, 'i18n/compiled/shared');
    const sharedParts = readdirSync(sharedDir, { recursive: true })
      .map(String)
      .filter((path) => path.endsWith('.json'));
    const shared = new Set(sharedParts.flatMap((path) => Object.keys(json(`shared/${path}`))));
    const landing = new Set(Object.keys(json('landing.json')));
    const registers = (text: string, name: string, path: string) =>
      text.includes(`import ${name}Messages from '${path}';`) &&
      new RegExp(`^registerPageMessages\\(${name}Messages\\);$`, 'm').test(text);
    const problems = sourceFiles(src).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const used = [...text.matchAll(/'([a-z][A-Za-z]*(?:\.[A-Za-z]+)+)'/g)]
        .map(([, id]) => id!)
        .filter((id) => shared.has(id));
      const own = join(sharedDir, relative(src, file).replace(/\.tsx?$/, '.json'));
      const ownPath = relative(dirname(file), own);
      const covered =
        (registers(text, 'shared', ownPath.startsWith('.') ? ownPath : `./${ownPath}`) &&
          used.every((id) => id in json(relative(join(src, 'i18n/compiled'), own)))) ||
        (registers(
          text,
          'landing',
          `${relative(dirname(file), join(src, 'i18n/compiled'))}/landing.json`,
        ) &&
          used.every((id) => landing.has(id)));
      return used.length > 0 && !covered ? [file.slice(src.length + 1)] : [];
    });
    expect(sharedParts.length).toBeGreaterThan(0);
    expect(landing.size).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  // The titles only one area's route table uses ship with it (ADR 151): that table, and no other
  // module, registers its part, so the titles are there before the shell shows one.
  it("registers each shell area's part in that area's route table only", () => {
    const parts = readdirSync(join(src, 'i18n/compiled/shellRoutes')).map((part) =>
      part.replace(/\.json$/, ''),
    );
    const registering = (area: string) =>
      sourceFiles(src)
        .filter((file) => {
          const text = readFileSync(file, 'utf8');
          return (
            text.includes(
              `import routeMessages from '../i18n/compiled/shellRoutes/${area}.json';`,
            ) && /^registerPageMessages\(routeMessages\);$/m.test(text)
          );
        })
        .map((file) => file.slice(src.length + 1));
    expect(parts).toContain('abonnementen');
    expect(parts.filter((area) => registering(area).join() !== `shellRoutes/${area}.tsx`)).toEqual(
      [],
    );
  });

  // A page's reads.ts is the route table's (ADR 009): descriptors only, never a text.
  const isPageReads = (path: string) => /\/pages\/.+\/reads\.ts$/.test(path);

  it('imports nothing from inside a page directory outside it, except lazily or its reads', () => {
    // Every static import resolved to a path under src/, so `../other-page/X` counts as well as
    // `./pages/x/X`: a page's texts ship with its chunk, so another page cannot borrow its parts
    // (a shared section lives in src/sections/ or src/forms/).
    const pageOf = (path: string) => path.match(/^pages\/([^/]+)\//)?.[1];
    const reachIn = sourceFiles(src).flatMap((file) => {
      const from = file.slice(src.length + 1);
      return [...readFileSync(file, 'utf8').matchAll(/^import [^;]*?from '(\.{1,2}\/[^']*)'/gm)]
        .map(([, specifier]) => relative(src, resolve(dirname(file), specifier!)))
        .filter((target) => {
          const page = pageOf(target);
          return page !== undefined && page !== pageOf(from) && !isPageReads(`/${target}`);
        })
        .map((target) => `${from} → ${target}`);
    });
    expect(reachIn).toEqual([]);
  });

  it('keeps texts out of the pages’ reads.ts, which the route table imports', () => {
    const withTexts = sourceFiles(src)
      .filter(isPageReads)
      .filter((file) => /i18n|useText|pageMessages/.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(src.length + 1));
    expect(sourceFiles(src).filter(isPageReads).length).toBeGreaterThan(0);
    expect(withTexts).toEqual([]);
  });
});
