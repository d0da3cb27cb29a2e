import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

// Issue #33: a doc that names a file that is not there sends a newcomer nowhere. Every
// backticked repository path in a tracked Markdown file must resolve, from the repository root,
// the Markdown file's folder or its package. Routes (`/rekeningen`), URLs, globs, placeholders
// and package names are not paths; build output (gitignored) is named but never committed.
const root = fileURLToPath(new URL('../../', import.meta.url));
const generated =
  /^(apps\/portal\/)?(dist|dist-sourcemaps|storybook-static|bench-results|coverage|test-results|playwright-report)(\/|$)|(^|\/)(dist|compiled)\//;

/** The backticked spans of a Markdown text that look like a repository path. */
export function pathsIn(markdown) {
  return [...markdown.matchAll(/`([^`\n]+)`/g)]
    .map((match) => match[1].trim())
    .filter(
      (span) => /^[\w.-]+(\/[\w.-]+)+\/?$/.test(span) && !/^(text|application|image)\//.test(span),
    );
}

/** `zod/mini`, `hono/etag`: an installed package's subpath, not a file of ours. */
const isPackagePath = (path) =>
  !existsSync(join(root, path.split('/')[0])) &&
  existsSync(join(root, 'node_modules', path.split('/')[0]));

/** Build output and local keys are named in docs but never committed (.gitignore). */
function isIgnored(path) {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

test('pathsIn picks paths and leaves routes, URLs and packages', () => {
  assert.deepEqual(
    pathsIn('see `docs/recipes.md`, `/rekeningen`, `@vonk/ui`, `https://x.nl/a`, `a b/c`'),
    ['docs/recipes.md'],
  );
});

test('every backticked path in the docs exists', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
  // A path resolves when a tracked file is it, lies under it, or ends with it (docs inside a
  // package name files from its src/, ADRs name `shell/pageLoader.ts` for the portal's).
  const tracked = new Set(
    files.flatMap((file) => file.split('/').map((_, i, parts) => parts.slice(i).join('/'))),
  );
  const folders = new Set(
    files.flatMap((file) => {
      const parts = file.split('/');
      return parts.flatMap((_, end) =>
        parts.slice(0, end).map((__, start) => parts.slice(start, end).join('/')),
      );
    }),
  );
  const missing = [];
  for (const doc of files.filter(
    (file) =>
      file.endsWith('.md') && !file.endsWith('CHANGELOG.md') && !file.startsWith('.changeset/'),
  )) {
    for (const path of pathsIn(readFileSync(join(root, doc), 'utf8'))) {
      const clean = path.replace(/\/$/, '');
      if (generated.test(clean) || folders.has(clean)) continue;
      if (['', '.ts', '.tsx', '.mjs'].some((extension) => tracked.has(clean + extension))) continue;
      if (existsSync(join(root, dirname(doc), clean)) || isPackagePath(clean)) continue;
      if (isIgnored(clean) || isIgnored(join(dirname(doc), clean))) continue;
      missing.push(`${doc}: ${path}`);
    }
  }
  assert.deepEqual(missing, []);
});

test('the README stays a front door: at most 8 kB, the rest behind its links', () => {
  const size = readFileSync(join(root, 'README.md')).length;
  assert.ok(size <= 8192, `README.md is ${size} bytes; move detail to docs/ and link it`);
});
