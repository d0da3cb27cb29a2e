import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// ADR 122: a product is named on screen only through `useProductName()`. This test reads the
// portal's shipped code and fails where a product's name is taken from the API's fields directly,
// so a name cannot show the old brand on one line and the new one on the next.
const src = import.meta.dirname;
const NAME_FIELDS = new Set(['displayName', 'productName', 'productNames']);
// The runtime config's `productName` is the provider's name (spec §2.1 maintenance), not a product.
const NOT_A_PRODUCT = new Set(['config']);

function shippedFiles(): string[] {
  return readdirSync(src, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.(test|stories)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/[/\\](testing|i18n[/\\]compiled)[/\\]/.test(file));
}

const NAMER = 'productName';

/** Whether the field goes straight into the namer: `productName(x.displayName)`, `.map(productName)`. */
function named(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isCallExpression(parent) && parent.expression.getText() === NAMER) return true;
  const call = parent.parent;
  return (
    ts.isPropertyAccessExpression(parent) &&
    parent.name.text === 'map' &&
    ts.isCallExpression(call) &&
    call.arguments[0]?.getText() === NAMER
  );
}

/** `const { t, productName } = useOrderFlow()`: the namer itself, handed on by a hook. */
function fromHook(node: ts.BindingElement): boolean {
  const declaration = node.parent.parent;
  return (
    node.name.getText() === NAMER &&
    ts.isVariableDeclaration(declaration) &&
    declaration.initializer !== undefined &&
    ts.isCallExpression(declaration.initializer) &&
    /^use[A-Z]/.test(declaration.initializer.expression.getText())
  );
}

/** `product.displayName`, `order.productName`, `{ displayName }` … with their line. */
export function rawNames(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const hit = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${file}:${line + 1} ${node.getText()}`);
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      NAME_FIELDS.has(node.name.text) &&
      !NOT_A_PRODUCT.has(node.expression.getText()) &&
      !named(node)
    )
      hit(node);
    if (
      ts.isBindingElement(node) &&
      NAME_FIELDS.has((node.propertyName ?? node.name).getText()) &&
      !fromHook(node)
    )
      hit(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('one product name (ADR 122)', () => {
  it('no page, section or flow names a product but through useProductName', () => {
    const files = shippedFiles();
    expect(files.length).toBeGreaterThan(100);
    const raw = files.flatMap((file) => rawNames(relative(src, file), readFileSync(file, 'utf8')));
    expect(raw).toEqual([]);
  });

  it.each([
    ['<li>{product.displayName}</li>', 1],
    ["t('x', { product: plan.product.displayName })", 1],
    ["items.map((p) => p.productName).join(', ')", 1],
    ['label.productNames.map((n) => n)', 1],
    ['other(line.displayName)', 1],
    ['const { displayName } = product;', 1],
    ['const { productName } = order;', 1],
    ['const { t, productName } = useOrderFlow();', 0],
    ['productName(product)', 0],
    ['productName(line.displayName)', 0],
    ['label.productNames.map(productName)', 0],
    ["t('maintenance.title', { product: config.productName })", 0],
  ])('%s → %i', (code, count) => {
    expect(rawNames('x.tsx', `f(() => ${code});`)).toHaveLength(count);
  });
});
