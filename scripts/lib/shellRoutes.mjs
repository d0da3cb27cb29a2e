// Which page modules a cold load of each shell route takes, read from the route table itself
// (apps/portal/src/shellPageRoutes.tsx, ADR 092) with TypeScript's parser, so the size budget
// (`npm run size`) measures every route the table declares and no hand list can drift (issue #34).
// A route takes the `lazy` modules of every route it matches: /abonnementen/opzeggen renders the
// cease flow in the subscriptions page's place, so it loads both.
import ts from 'typescript';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { posix } from 'node:path';

export const SHELL_PAGE_ROUTES = fileURLToPath(
  new URL('../../apps/portal/src/shellPageRoutes.tsx', import.meta.url),
);
/** Manifest keys are relative to the portal's root; the table's imports to its `src/`. */
const TABLE_DIR = 'src';

/**
 * @typedef {{ name: string, index: boolean, takes: string[] }} ShellRoute
 *   `name`: the routePaths entry (`invoices`); `index`: the parent's own screen beside its
 *   children; `takes`: manifest keys of the lazy modules it loads, outermost first.
 */

/**
 * The routes a `shellPageRoutes()` source declares, in its order: every `page(r.name, …)` without
 * an index child and every `indexPage(…)` (which answers its parent's URL).
 * @param {string} source the text of shellPageRoutes.tsx
 * @returns {ShellRoute[]}
 */
export function parseShellRoutes(source) {
  const file = ts.createSourceFile('shellPageRoutes.tsx', source, ts.ScriptTarget.Latest, true);
  const routes = [];

  const property = (object, name) =>
    object?.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === name)
      ?.initializer;

  const lazyModule = (object) => {
    const lazy = property(object, 'lazy');
    if (!lazy) return [];
    let specifier;
    const visit = (node) => {
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        specifier = node.arguments[0].text;
      }
      ts.forEachChild(node, visit);
    };
    visit(lazy);
    if (!specifier) throw new Error(`A lazy without import('…'): ${lazy.getText()}`);
    return [posix.join(TABLE_DIR, specifier)];
  };

  const calls = (array) =>
    array && ts.isArrayLiteralExpression(array)
      ? array.elements.filter(
          (element) => ts.isCallExpression(element) && ts.isIdentifier(element.expression),
        )
      : [];

  const walk = (call, parent) => {
    const builder = call.expression.text;
    const options = call.arguments[1];
    if (!options || !ts.isObjectLiteralExpression(options)) {
      throw new Error(`${builder}(…) without an options object: ${call.getText()}`);
    }
    if (builder === 'indexPage') {
      if (!parent) throw new Error('indexPage(…) outside a page’s children');
      routes.push({
        name: parent.name,
        index: true,
        takes: [...parent.takes, ...lazyModule(options)],
      });
      return;
    }
    if (builder !== 'page') throw new Error(`Unknown route builder ${builder}(…)`);
    const path = call.arguments[0];
    if (!ts.isPropertyAccessExpression(path)) {
      throw new Error(`page(…) whose path is not r.<name>: ${path.getText()}`);
    }
    const self = {
      name: path.name.text,
      takes: [...(parent?.takes ?? []), ...lazyModule(options)],
    };
    const children = calls(property(options, 'children'));
    const hasIndex = children.some((child) => child.expression.text === 'indexPage');
    if (!hasIndex) routes.push({ name: self.name, index: false, takes: self.takes });
    for (const child of children) walk(child, self);
  };

  let table;
  ts.forEachChild(file, (node) => {
    if (ts.isFunctionDeclaration(node) && node.name?.text === 'shellPageRoutes') table = node;
  });
  if (!table) throw new Error('No function shellPageRoutes in the route table.');
  const returned = table.body.statements.find(ts.isReturnStatement)?.expression;
  for (const call of calls(returned)) walk(call, undefined);
  if (routes.length === 0) throw new Error('shellPageRoutes() returns no routes.');
  return routes;
}

/** Every `import('…')` of a source, as manifest keys (the test holds the parse to them). */
export function lazyImports(source) {
  return [...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => posix.join(TABLE_DIR, m[1]));
}

/** The portal's shell routes but the dashboard, read from its route table. */
export function shellRoutes() {
  return parseShellRoutes(readFileSync(SHELL_PAGE_ROUTES, 'utf8'));
}
