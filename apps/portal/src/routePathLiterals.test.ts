import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { routePaths } from '@vonk/domain';

// ADR 025: every route path is spelled once, in the domain's path table. This test reads the
// portal, the domain and the e2e journeys and fails on any string, template or regular-expression
// literal that spells a route of the table; comments may name paths freely.
const repo = join(import.meta.dirname, '../../..');
const SCANNED = ['apps/portal/src', 'packages/domain/src', 'e2e'];
// The table, and the test that pins it to the spec's routes letter for letter.
const ALLOWED = new Set([
  'packages/domain/src/navigation/routePaths.ts',
  'packages/domain/src/navigation/routePaths.test.ts',
]);

/** The fixed start of every route but the root: '/agentlogin/:id' → '/agentlogin'. */
const prefixes = Object.values(routePaths)
  .map((route) => route.pattern.split('/:')[0]!)
  .filter((prefix) => prefix !== '/')
  .sort((a, b) => b.length - a.length);

/** The route `text` starts with, or (in a regex) contains, up to a segment end. */
function spellsRoute(text: string, anywhere = false): string | undefined {
  return prefixes.find((prefix) => {
    const at = anywhere ? text.indexOf(prefix) : text.startsWith(prefix) ? 0 : -1;
    if (at < 0) return false;
    // A path ends the text or goes on as a path, query or regex end; a space means prose
    // (a test title such as '/error shows the spec texts').
    return /^(?:$|[/?#$\\])/.test(text.slice(at + prefix.length));
  });
}

/** A regex literal's pattern without its delimiters and with `\/` read as '/'. */
const regexBody = (literal: string) =>
  literal.slice(1, literal.lastIndexOf('/')).replaceAll('\\/', '/');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(repo, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(repo, join(entry.parentPath, entry.name)));
}

function routeLiterals(file: string): string[] {
  const text = readFileSync(join(repo, file), 'utf8');
  // Parse only files that mention a route at all (plain, or as a regex spells it).
  const mentions = prefixes.some(
    (prefix) => text.includes(prefix) || text.includes(prefix.replaceAll('/', '\\/')),
  );
  if (!mentions) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let hit: string | undefined;
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      hit = spellsRoute(node.text);
    } else if (ts.isRegularExpressionLiteral(node)) {
      hit = spellsRoute(regexBody(node.text), true);
    }
    if (hit) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1} ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('one path table (ADR 025)', () => {
  it('no route path is spelled outside the table', () => {
    const files = SCANNED.flatMap(sourceFiles).filter((file) => !ALLOWED.has(file));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(routeLiterals)).toEqual([]);
  }, 60_000);

  it.each([
    ["'/dashboard'", routePaths.dashboard.href()],
    ["'/rekeningen?jaar=2025'", routePaths.invoices.href()],
    ['`/overstappen-afronden/${reference}`', routePaths.completeTransfer.href()],
    ["'/TaskBOFeedback'", routePaths.taskFeedback.href()],
    ["'/instellingen/tv'", routePaths.tvSettings.href()],
    ['/\\/bestellingen\\/thuis$/', routePaths.ordersHome.href()],
    ['"/agentlogin/10000001"', routePaths.agentLogin.pattern.split('/:')[0]],
  ])('catches %s', (literal, route) => {
    const source = ts.createSourceFile('x.ts', `f(${literal});`, ts.ScriptTarget.Latest, true);
    const [arg] = ((source.statements[0] as ts.ExpressionStatement).expression as ts.CallExpression)
      .arguments;
    const text = ts.isRegularExpressionLiteral(arg!)
      ? spellsRoute(regexBody(arg.text), true)
      : spellsRoute(ts.isTemplateExpression(arg!) ? arg.head.text : (arg as ts.StringLiteral).text);
    expect(text).toBe(route);
  });

  it.each([
    "'/error shows the spec texts'",
    "'/api/account'",
    "'/facturen'",
    "'/'",
    "'/overstappenx'",
    "'/my/instellingen'",
  ])('lets %s pass', (literal) => {
    expect(spellsRoute(literal.slice(1, -1))).toBeUndefined();
  });
});
