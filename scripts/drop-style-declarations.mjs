// Post-build step for @vonk/ui: delete the declarations of `*.styles.ts` modules.
//
// Why: style modules are private (index.ts exports no styled component), but tsc emits a .d.ts
// for every module, and the inferred type of a styled component names styled-components'
// internal `styled-components/dist/types`, which a consumer's TypeScript cannot resolve under
// `nodenext` (no exports map, no extension) and fails on without skipLibCheck. No public
// declaration may import a style module; describePackageContents and the consumer smoke test
// (scripts/consumer-smoke.mjs) check that.
//
// Usage: node ../../scripts/drop-style-declarations.mjs dist
import { readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'dist');
let dropped = 0;
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.styles\.d\.ts(\.map)?$/.test(entry.name)) continue;
  await rm(join(entry.parentPath, entry.name));
  dropped += 1;
}
console.log(`drop-style-declarations: ${dropped} files under ${root}`);
