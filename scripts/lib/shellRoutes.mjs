// Which page modules a cold load of each shell route takes, read from the route tables themselves
// (one per shell area: the tables apps/portal/src/shellAreaRoutes.ts loads, ADR 151) with
// TypeScript's parser, so the size budget (`npm run size`) measures every route they declare and
// no hand list can drift (issue #34). A route takes its own area's table and the `lazy` modules of
// every route it matches: /abonnementen/opzeggen renders the cease flow in the subscriptions
// page's place, so it loads both.
import ts from 'typescript';
import { SHELL_AREA_INDEX } from './pageLoads.mjs';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { posix } from 'node:path';

const PORTAL = fileURLToPath(new URL('../../apps/portal/', import.meta.url));
/** The module that loads each area's table (`import('./shellRoutes/<area>.tsx')`), as a key. */
export const SHELL_AREA_LOADER = SHELL_AREA_INDEX;
/** The folder of the areas' tables, as a manifest key. */
export const SHELL_AREA_FOLDER = 'src/shellRoutes/';

/**
 * @typedef {{ name: string, index: boolean, table: string, takes: string[] }} ShellRoute
 *   `name`: the routePaths entry (`invoices`); `index`: the parent's own screen beside its
 *   children; `table`: the manifest key of its area's route table; `takes`: manifest keys of the
 *   lazy modules it loads, outermost first.
 */

/**
 * The routes an area table's source declares (its `areaRoutes()`), in its order: every
 * `page(r.name, …)` without an index child and every `indexPage(…)` (which answers its parent's
 * URL).
 * @param {string} source the text of the table
 * @param {string} table its manifest key (`src/shellRoutes/rekeningen.tsx`): lazy imports are
 *   relative to it
 * @returns {ShellRoute[]}
 */
export function parseShellRoutes(source, table) {
  const TABLE_DIR = posix.dirname(table);
  const file = ts.createSourceFile(table, source, ts.ScriptTarget.Latest, true);
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
        table,
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
    if (!hasIndex) routes.push({ name: self.name, index: false, table, takes: self.takes });
    for (const child of children) walk(child, self);
  };

  let declaration;
  ts.forEachChild(file, (node) => {
    if (ts.isFunctionDeclaration(node) && node.name?.text === 'areaRoutes') declaration = node;
  });
  if (!declaration) throw new Error(`No function areaRoutes in the route table ${table}.`);
  const returned = declaration.body.statements.find(ts.isReturnStatement)?.expression;
  for (const call of calls(returned)) walk(call, undefined);
  if (routes.length === 0) throw new Error(`areaRoutes() of ${table} returns no routes.`);
  return routes;
}

/**
 * Every `import('…')` of a source, as manifest keys (the test holds the parse to them).
 * @param {string} source
 * @param {string} from the source's manifest key
 */
export function lazyImports(source, from) {
  return [...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) =>
    posix.join(posix.dirname(from), m[1]),
  );
}

const read = (key) => readFileSync(posix.join(PORTAL, key), 'utf8');

/** The areas' route tables, as manifest keys, in the order the loader names them. */
export function shellAreaTables() {
  const tables = lazyImports(read(SHELL_AREA_LOADER), SHELL_AREA_LOADER);
  if (tables.length === 0 || tables.some((key) => !key.startsWith(SHELL_AREA_FOLDER)))
    throw new Error(`${SHELL_AREA_LOADER} loads no area tables, or others: ${tables.join(', ')}`);
  return tables;
}

/** The portal's shell routes but the dashboard, read from every area's route table. */
export function shellRoutes() {
  return shellAreaTables().flatMap((table) => parseShellRoutes(read(table), table));
}

/** A table's source (its manifest key), for the tests. */
export const tableSource = read;
