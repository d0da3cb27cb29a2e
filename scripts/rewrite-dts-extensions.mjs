// Post-build step for the published packages (@vonk/ui, @vonk/domain).
//
// Why: the sources import siblings with `.ts`/`.tsx` extensions (allowImportingTsExtensions).
// `rewriteRelativeImportExtensions` makes tsc rewrite those specifiers in emitted JS, but
// TypeScript (6.0) leaves them untouched in emitted declaration files, so a consumer's
// TypeScript resolves `./Button.tsx` next to `Button.d.ts`, finds nothing and the types fall
// apart. This rewrites relative `.ts`/`.tsx`/`.mts`/`.cts` specifiers in every `.d.ts` under
// the given directory to the `.js`/`.mjs`/`.cjs` files that actually ship. Remove it once tsc
// rewrites declaration specifiers itself.
//
// Usage: node ../../scripts/rewrite-dts-extensions.mjs dist
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'dist');
const ext = { ts: 'js', tsx: 'js', mts: 'mjs', cts: 'cjs' };
// from './x.ts' | import './x.ts' | import('./x.ts') | export * from "../y.tsx" |
// declare module '../z.ts' (an augmentation)
const specifier =
  /((?:\bfrom|\bimport|\bdeclare module)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*?)(?<!\.d)\.(tsx?|mts|cts)\2/g;

let files = 0;
let rewrites = 0;
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.d\.[mc]?ts$/.test(entry.name)) continue;
  const path = join(entry.parentPath, entry.name);
  const before = await readFile(path, 'utf8');
  let count = 0;
  const after = before.replace(specifier, (_, lead, quote, base, from) => {
    count += 1;
    return `${lead}${quote}${base}.${ext[from]}${quote}`;
  });
  if (count > 0) {
    await writeFile(path, after);
    files += 1;
    rewrites += count;
  }
}
console.log(`rewrite-dts-extensions: ${rewrites} specifiers in ${files} files under ${root}`);
