import assert from 'node:assert/strict';
import { globSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import ts from 'typescript';
import { withCustomConfig } from 'react-docgen-typescript';
import { isOwnProp, reactDocgenTypescriptOptions } from '../../.storybook/docgen.mjs';

// Issue #32 (ADR 147): every public prop of every @vonk/ui component is in its props table. A
// public prop is a property of the exported `<Name>Props` type (next to an exported `<Name>`)
// declared in our own source: inherited from another ui type counts, DOM props do not. The table
// is what Storybook's docgen (same options as .storybook/main.ts) makes of the component.
const ui = new URL('../../packages/ui/', import.meta.url);
const { tsconfigPath } = reactDocgenTypescriptOptions;
const config = ts.getParsedCommandLineOfConfigFile(
  tsconfigPath,
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(String(diagnostic.messageText));
    },
  },
);
const componentFiles = globSync(['src/components/*/*.tsx', 'src/theme/*.tsx'], {
  cwd: fileURLToPath(ui),
})
  .filter((file) => !/\.(stories|test|styles)\.tsx$/.test(file))
  .map((file) => fileURLToPath(new URL(file, ui)));
const indexFile = fileURLToPath(new URL('src/index.ts', ui));
const program = ts.createProgram([indexFile, ...componentFiles], config.options);
const checker = program.getTypeChecker();

/** Exported `<Name>` with an exported `<Name>Props`: the public props per component. */
function publicProps() {
  const index = checker.getSymbolAtLocation(program.getSourceFile(indexFile));
  const exported = new Map(
    checker.getExportsOfModule(index).map((symbol) => [symbol.getName(), symbol]),
  );
  const result = new Map();
  for (const [name, symbol] of exported) {
    const component = name.replace(/Props$/, '');
    if (!name.endsWith('Props') || !exported.has(component)) continue;
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const type = checker.getDeclaredTypeOfSymbol(target);
    const props = checker
      .getPropertiesOfType(type)
      .filter((prop) =>
        isOwnProp({
          declarations: (prop.declarations ?? []).map((declaration) => ({
            fileName: declaration.getSourceFile().fileName,
          })),
        }),
      )
      .map((prop) => prop.getName());
    result.set(component, props);
  }
  return result;
}

test('every public prop of a ui component is in its props table', () => {
  const parser = withCustomConfig(tsconfigPath, reactDocgenTypescriptOptions);
  const docs = parser.parseWithProgramProvider(componentFiles, () => program);
  const tables = new Map(docs.map((doc) => [doc.displayName, Object.keys(doc.props)]));
  const expected = publicProps();
  assert.ok(expected.size >= 40, `only ${expected.size} components with a Props type found`);
  const missing = [];
  for (const [component, props] of expected) {
    const table = tables.get(component);
    if (!table) {
      missing.push(`${component}: no props table`);
      continue;
    }
    const absent = props.filter((prop) => !table.includes(prop));
    if (absent.length) missing.push(`${component}: ${absent.join(', ')}`);
  }
  assert.deepEqual(missing, []);
});

test('Button and the rule fields show their own and their inherited props', () => {
  const parser = withCustomConfig(tsconfigPath, reactDocgenTypescriptOptions);
  const docs = parser.parseWithProgramProvider(componentFiles, () => program);
  const table = (name) => Object.keys(docs.find((doc) => doc.displayName === name)?.props ?? {});
  for (const prop of ['variant', 'size', 'loading', 'icon', 'href']) {
    assert.ok(table('Button').includes(prop), `Button: ${prop}`);
  }
  for (const prop of ['label', 'description', 'errorMessage', 'required', 'rule']) {
    assert.ok(table('PostcodeField').includes(prop), `PostcodeField: ${prop}`);
  }
  // DOM props (declared in @types/react) stay out of the table.
  assert.ok(!table('Button').includes('onMouseEnter'));
});

test('Storybook builds its props tables with these options', async () => {
  const { readFile } = await import('node:fs/promises');
  const main = await readFile(new URL('../../.storybook/main.ts', import.meta.url), 'utf8');
  assert.match(main, /reactDocgen: 'react-docgen-typescript',\s*reactDocgenTypescriptOptions\b/);
  assert.match(main, /import \{ reactDocgenTypescriptOptions \} from '\.\/docgen\.mjs'/);
});
