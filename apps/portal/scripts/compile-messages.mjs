// Precompiles the nl-NL catalogue to ICU ASTs with the formatjs CLI, so the portal ships without
// its message parser (the no-parser alias in ../i18n.config.ts, ADR 031), and splits it by where
// each text is used (ADR 031): a text used only inside one src/pages/<page>/ goes to
// compiled/pages/<page>.json, which that page's module registers (its route chunk carries it);
// a text used only by pages and the shared sections and forms (src/sections, src/forms) goes to
// compiled/shared/<module path>.json of each module that names it, which registers it; a text
// used only by the route table of one shell area (src/shellRoutes/<area>.tsx, their titles) goes to
// compiled/shellRoutes/<area>.json, which that table registers (ADR 151; one used by several
// areas' tables goes to the entry); every other text goes to compiled/nl.json, in the entry. The sections and forms the landing dashboard imports
// register compiled/landing.json instead: their shared texts together, so the first page after
// login does not load every shared text (issue #34). A page's subfolder loaded only lazily (a flow with its own route, a part the
// page loads when opened: no module outside it imports it statically) has its own part,
// compiled/pages/<page>.<folder>.json, for the texts only it uses, registered by each of its
// lazily imported modules; a text it shares with the rest of its page stays in the page's part
// (issue #34). A page with several screens (or flows) splits its own texts by screen too
// (screenParts below).
// `--check` fails when the committed output is stale (run by the unit tests).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../src', import.meta.url));
const source = join(src, 'i18n/nl.json');
const compiledDir = join(src, 'i18n/compiled');
const pagesDir = join(compiledDir, 'pages');
/** Lazily loaded code that pages share: its texts need not sit in the entry. */
const SHARED_FOLDERS = new Set(['sections', 'forms']);

/** Source files that ship (not tests, not stories). */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The folder of the shell areas' route tables: each has a part, compiled/shellRoutes/<area>.json. */
const AREA_TABLES = 'shellRoutes';
const isAreaPart = (part) => part.startsWith(`${AREA_TABLES}/`);

/** Relative imports of a source file, resolved to files: static (`from '…'`) or lazy. */
// A static import or re-export of a local file; `import type` / `export type` load no code, so
// they take no texts along (a part's props type imported beside its lazy load).
const STATIC_IMPORT = /\b(?:import|export)(\s+type\b)?[^;'"]*?\bfrom '(\.[^']+\.tsx?)'/g;
const LAZY_IMPORT = /import\(\s*'(\.[^']+\.tsx?)'\s*\)/g;

function localPaths(file, matches) {
  const dir = join(file, '..');
  return matches.map((path) => join(dir, path)).filter((path) => existsSync(path));
}
const importsOf = (file) =>
  localPaths(
    file,
    [...readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)]
      .filter(([, typeOnly]) => !typeOnly)
      .map(([, , path]) => path),
  );
const lazyImportsOf = (file) =>
  localPaths(
    file,
    [...readFileSync(file, 'utf8').matchAll(LAZY_IMPORT)].map(([, path]) => path),
  );

/**
 * The files of each page subfolder (pages/<page>/<folder>/) that load only lazily, by part name
 * `<page>.<folder>`: not reached by static imports from outside the folder (those go with the
 * page), and the ones among them imported lazily, which register the part.
 */
function lazySubfolders() {
  const files = sourceFiles(src);
  const subfolderOf = (file) => {
    const [top, page, folder, ...rest] = relative(src, file).split(sep);
    return top === 'pages' && rest.length > 0 ? `${page}.${folder}` : undefined;
  };
  const folders = new Map();
  for (const file of files) {
    const part = subfolderOf(file);
    if (part)
      (folders.get(part) ?? folders.set(part, { lazy: new Set(), entries: [] }).get(part)).lazy.add(
        file,
      );
  }
  for (const [part, folder] of folders) {
    // What the rest of the app reaches statically, followed inside the folder: the page's.
    const queue = files
      .filter((file) => subfolderOf(file) !== part)
      .flatMap((file) => importsOf(file))
      .filter((file) => folder.lazy.has(file));
    while (queue.length > 0) {
      const file = queue.pop();
      if (!folder.lazy.delete(file)) continue;
      queue.push(...importsOf(file).filter((next) => folder.lazy.has(next)));
    }
    folder.entries = files
      .flatMap((file) => lazyImportsOf(file))
      .filter((file, i, all) => folder.lazy.has(file) && all.indexOf(file) === i);
  }
  return folders;
}
const SUBFOLDERS = lazySubfolders();

/**
 * A page's texts split by its screens (issue #34). A screen is a top-level module of
 * pages/<page>/ that a route table loads. A text that only the files one screen reaches use
 * (statically or lazily: its top-level files and the subfolder files it imports statically, such
 * as a section in a folder of its own; none that a lazily loaded subfolder uses) goes to
 * compiled/pages/<page>.<Screen>.json, which that screen registers; the page's other texts stay in
 * compiled/pages/<page>.json, which every route module of the page registers. So
 * /rekeningen/:invoiceId does not load the list's texts nor the arrangement section's, nor an
 * /abonnementen flow the overview's.
 * @returns {Map<string, string>} file → part, for the files only one screen reaches
 */
function screenParts() {
  const files = sourceFiles(src);
  const parts = new Map();
  const lazyFiles = new Set([...SUBFOLDERS.values()].flatMap((folder) => [...folder.lazy]));
  for (const page of readdirSync(join(src, 'pages'))) {
    const pageDir = join(src, 'pages', page);
    const inPage = (file) => !relative(pageDir, file).startsWith('..');
    const topLevel = (file) => inPage(file) && !relative(pageDir, file).includes(sep);
    // What a screen loads with itself: its top-level files and the files of its subfolders it
    // imports statically (a section in a folder of its own); not what loads only lazily.
    const withScreen = (file) => inPage(file) && !lazyFiles.has(file);
    const reach = (starts) => {
      const seen = new Set();
      const queue = [...starts];
      while (queue.length > 0) {
        const file = queue.pop();
        if (seen.has(file)) continue;
        seen.add(file);
        queue.push(...[...importsOf(file), ...lazyImportsOf(file)].filter(withScreen));
      }
      return seen;
    };
    const screens = [
      ...new Set(
        files
          .filter((file) => !inPage(file))
          .flatMap((file) => lazyImportsOf(file))
          .filter(topLevel),
      ),
    ];
    // What the page's lazily loaded subfolders (a flow with its own route, a part loaded when
    // opened) use of the rest of the page: the page's part, which they load.
    const byFlows = reach(
      files
        .filter((file) => lazyFiles.has(file) && inPage(file))
        .flatMap((file) => [...importsOf(file), ...lazyImportsOf(file)])
        .filter(withScreen),
    );
    // One screen with routes in subfolders (/mijn-gegevens and its /adresgegevens) splits too:
    // the subfolder routes then load only the texts they share with it, not all of its own.
    const subfolderRoutes = [...SUBFOLDERS].some(
      ([part, folder]) => part.split('.')[0] === page && folder.entries.length > 0,
    );
    if (screens.length < 2 && byFlows.size === 0 && !subfolderRoutes) continue;
    const reachers = new Map();
    for (const screen of screens)
      for (const file of reach([screen]))
        (reachers.get(file) ?? reachers.set(file, new Set()).get(file)).add(screen);
    for (const [file, by] of reachers) {
      if (by.size !== 1 || byFlows.has(file)) continue;
      const [screen] = by;
      parts.set(file, `${page}.${relative(pageDir, screen).replace(/\.tsx?$/, '')}`);
    }
  }
  return parts;
}
const SCREEN_PARTS = screenParts();

/** 'entry', 'shared' (a section or form), an area's route table, a page or a lazy subfolder. */
function ownerOf(file) {
  const [top, page] = relative(src, file).split(sep);
  if (SHARED_FOLDERS.has(top)) return 'shared';
  if (top === AREA_TABLES && page) return `${AREA_TABLES}/${page.replace(/\.tsx?$/, '')}`;
  for (const [part, folder] of SUBFOLDERS) if (folder.lazy.has(file)) return part;
  if (SCREEN_PARTS.has(file)) return SCREEN_PARTS.get(file);
  return top === 'pages' && page ? page : 'entry';
}
/** The page a part belongs to (`abonnementen` for `abonnementen.opzeggen`). */
const pageOf = (part) => part.split('.')[0];
const isPagePart = (part) => !['entry', 'shared'].includes(part) && !isAreaPart(part);

/** The sections and forms the landing dashboard's modules import, directly or not. */
function landingModules() {
  const seen = new Set();
  const queue = sourceFiles(join(src, 'pages/dashboard'));
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return [...seen].filter((file) => ownerOf(file) === 'shared');
}
const LANDING = landingModules();

const ast = JSON.parse(
  execFileSync('formatjs', ['compile', source, '--ast'], { encoding: 'utf8' }),
);

// Who uses each key: a quoted 'namespace.key' literal counts as a use (as catalogue.test.ts reads).
const owners = new Map();
for (const file of sourceFiles(src)) {
  for (const [, id] of readFileSync(file, 'utf8').matchAll(/'([a-z][A-Za-z]*(?:\.[A-Za-z]+)+)'/g)) {
    if (!(id in ast)) continue;
    if (!owners.has(id)) owners.set(id, new Set());
    owners.get(id).add(ownerOf(file));
  }
}

const parts = { entry: {} };
for (const [id, message] of Object.entries(ast)) {
  const users = [...(owners.get(id) ?? [])];
  const part =
    users.length === 1
      ? users[0]
      : // A page, its screens and its lazy subfolders: the page's part, which every one loads.
        users.length > 1 && users.every(isPagePart) && new Set(users.map(pageOf)).size === 1
        ? pageOf(users[0])
        : // Several areas' route tables: the entry, which every one of them has.
          users.includes('entry') || users.length === 0 || users.some(isAreaPart)
          ? 'entry'
          : 'shared';
  (parts[part] ??= {})[id] = message;
}
parts.landing = {};
for (const file of LANDING) {
  for (const [, id] of readFileSync(file, 'utf8').matchAll(/'([a-z][A-Za-z]*(?:\.[A-Za-z]+)+)'/g)) {
    if (parts.shared?.[id]) parts.landing[id] = parts.shared[id];
  }
}
const wrongPart = LANDING.filter((file) => readFileSync(file, 'utf8').includes('compiled/shared/'));
if (wrongPart.length > 0) {
  console.error(
    `The landing dashboard imports ${wrongPart.map((file) => relative(src, file)).join(', ')}: register compiled/landing.json there, not a compiled/shared/ part.`,
  );
  process.exit(1);
}

// A lazy subfolder's part is registered by each module that loads it.
const unregistered = [...SUBFOLDERS].flatMap(([part, folder]) =>
  parts[part]
    ? folder.entries.filter(
        (file) => !readFileSync(file, 'utf8').includes(`compiled/pages/${part}.json`),
      )
    : [],
);
if (unregistered.length > 0) {
  console.error(
    `${unregistered.map((file) => relative(src, file)).join(', ')} load lazily with texts of their own: register their compiled/pages/<page>.<folder>.json there.`,
  );
  process.exit(1);
}

// A shared text ships with each module that uses it (issue #34): every module outside the landing
// dashboard's that renders one registers compiled/shared/<its path>.json, the shared texts it
// names itself, so a page loads those of the sections it shows, not all of them.
const sharedDir = join(compiledDir, 'shared');
const sharedParts = new Map();
for (const file of sourceFiles(src)) {
  if (LANDING.includes(file)) continue;
  const own = {};
  for (const [, id] of readFileSync(file, 'utf8').matchAll(/'([a-z][A-Za-z]*(?:\.[A-Za-z]+)+)'/g)) {
    if (parts.shared?.[id]) own[id] = parts.shared[id];
  }
  if (Object.keys(own).length > 0)
    sharedParts.set(join(sharedDir, relative(src, file).replace(/\.tsx?$/, '.json')), own);
}
delete parts.shared;

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
const outputs = new Map([
  ...Object.entries(parts).map(([part, messages]) => [
    part === 'entry'
      ? join(compiledDir, 'nl.json')
      : part === 'landing' || isAreaPart(part)
        ? join(compiledDir, `${part}.json`)
        : join(pagesDir, `${part}.json`),
    json(messages),
  ]),
  ...[...sharedParts].map(([file, messages]) => [file, json(messages)]),
]);
const areasDir = join(compiledDir, AREA_TABLES);
const filesUnder = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .map((name) => join(dir, name))
        .filter((path) => statSync(path).isFile())
    : [];
const existing = [pagesDir, areasDir, sharedDir].flatMap(filesUnder);

if (process.argv.includes('--check')) {
  const stale = [
    ...[...outputs].filter(
      ([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text,
    ),
    ...existing.filter((file) => !outputs.has(file)).map((file) => [file]),
  ].map(([file]) => relative(src, file));
  if (stale.length > 0) {
    console.error(
      `The compiled catalogue is stale (${stale.join(', ')}): run \`npm run i18n -w @vonk/portal\`.`,
    );
    process.exit(1);
  }
} else {
  for (const file of existing) if (!outputs.has(file)) rmSync(file);
  for (const [file, text] of outputs) {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
  }
}
