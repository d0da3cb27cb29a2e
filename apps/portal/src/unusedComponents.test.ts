// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TRIMMED_LIBRARIES, trimUnusedComponents } from '../unusedComponents.ts';

const moduleFiles = (entry: string) => {
  const dir = dirname(fileURLToPath(import.meta.resolve(entry)));
  return readdirSync(dir)
    .filter((name) => /\.m?js$/.test(name))
    .map((name) => join(dir, name));
};
const reactRouter = moduleFiles('react-router');
const trimmed = (files: string[]) =>
  files.map((file) => trimUnusedComponents(readFileSync(file, 'utf8'))?.code ?? '').join('\n');

describe('unused library components (ADR 102)', () => {
  it('marks top-level component calls pure and drops top-level display names', () => {
    const code = [
      'var Link = React10.forwardRef(function LinkWithRef() {});',
      'Link.displayName = "Link";',
      'const Context = React.createContext(null);',
      'function inner() {',
      '  Component.displayName = "Kept";',
      '  const x = React.memo(Component);',
      '}',
    ].join('\n');
    expect(trimUnusedComponents(code)?.code).toBe(
      [
        'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef() {});',
        '',
        'const Context = /* @__PURE__ */ React.createContext(null);',
        'function inner() {',
        '  Component.displayName = "Kept";',
        '  const x = React.memo(Component);',
        '}',
      ].join('\n'),
    );
    expect(trimUnusedComponents('export const a = 1;')).toBeNull();
  });

  it('still finds the components of the installed React Router', () => {
    expect(reactRouter.every((file) => TRIMMED_LIBRARIES.test(file))).toBe(true);
    const router = trimmed(reactRouter);
    for (const name of ['Link', 'NavLink', 'Form']) {
      expect(router).toMatch(
        new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, 'm'),
      );
    }
    expect(router).toMatch(
      /^var DataRouterContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m,
    );
    expect(router).not.toMatch(/^[\w$]+\.displayName = /m);
  });
});
