import { fileURLToPath } from 'node:url';

// Props tables for @vonk/ui (issue #32, ADR 147): react-docgen-typescript reads the types, so a
// component shows its own props and the props it inherits from another ui component (Button's
// variant/size/loading/icon/href, PostcodeField's TextField props), not only what its function
// destructures. DOM and library props (declared under node_modules: aria-*, onClick, …) stay out:
// "rest props go to the root element" is said once per component, not 250 times.

/** @param {{ declarations?: { fileName: string }[], parent?: { fileName: string } }} prop */
export function isOwnProp(prop) {
  const files = prop.declarations?.map((declaration) => declaration.fileName) ?? [];
  if (prop.parent) files.push(prop.parent.fileName);
  return files.length === 0 || files.some((file) => !file.includes('/node_modules/'));
}

/** The docgen options of .storybook/main.ts, also used by scripts/lib/propsTables.test.mjs. */
export const reactDocgenTypescriptOptions = {
  tsconfigPath: fileURLToPath(new URL('../packages/ui/tsconfig.json', import.meta.url)),
  // Only the design system has props tables; page stories document states, not props.
  include: ['packages/ui/src/**/*.tsx'],
  exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
  // A component that takes children says so in its table.
  skipChildrenPropWithoutDoc: false,
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  savePropValueAsString: true,
  propFilter: isOwnProp,
};
