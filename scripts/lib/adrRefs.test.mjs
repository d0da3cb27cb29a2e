import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

// Issue #33: the ADRs are short (≤ 25 lines), few (≤ 40), and every "ADR NNN" in the repository
// still leads somewhere: to the ADR file of that number, or to the ADR whose `Replaces:` line
// names it (grep for the number finds it).
const root = new URL('../../', import.meta.url);
const MAX_LINES = 25;
const MAX_FILES = 40;
const ADR_FILE = /^docs\/decisions\/(\d{3})-[^/]+\.md$/;

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);

const adrFiles = tracked.filter((path) => ADR_FILE.test(path));
const read = (path) => {
  try {
    return readFileSync(new URL(path, root), 'utf8');
  } catch {
    return ''; // tracked, but deleted in the working tree
  }
};
const THIS_FILE = 'scripts/lib/adrRefs.test.mjs'; // its examples are not references
const lineCount = (text) => text.replace(/\n$/, '').split('\n').length;

/** Every number an "ADR 042" / "ADR-042" / "ADRs 054, 055 and 056" in `text` names. */
function adrReferences(text) {
  const numbers = [];
  // The space may be a line break inside a comment ("(ADR\n  // 092)").
  const reference =
    /\bADRs?(?:[ -]|\s*\n\s*(?:\/\/|\*|#)?\s*)(\d{3})((?:(?:,\s*|\s+and\s+|\s*&\s*|\/)\d{3})*)/g;
  for (const match of text.matchAll(reference)) {
    numbers.push(match[1], ...(match[2].match(/\d{3}/g) ?? []));
  }
  return numbers;
}

function knownNumbers() {
  const known = new Set();
  for (const path of adrFiles) {
    known.add(ADR_FILE.exec(path)[1]);
    for (const line of read(path).split('\n')) {
      if (line.startsWith('Replaces:')) for (const n of line.match(/\d{3}/g) ?? []) known.add(n);
    }
  }
  return known;
}

test('adrReferences finds single, hyphenated, listed and wrapped references', () => {
  assert.deepEqual(adrReferences('see ADR 042 and ADR-007'), ['042', '007']);
  assert.deepEqual(adrReferences('(ADRs 054, 055 and 056)'), ['054', '055', '056']);
  assert.deepEqual(adrReferences('ADR 093, 110: scoped'), ['093', '110']);
  assert.deepEqual(adrReferences('the entry (ADR\n  // 092) stays'), ['092']);
  assert.deepEqual(adrReferences('ADRENALINE 123, ADR 12'), []);
});

test('every ADR reference names an ADR file or a number an ADR replaced', () => {
  const known = knownNumbers();
  const problems = [];
  for (const path of tracked) {
    if (path === 'package-lock.json' || path === THIS_FILE) continue;
    const text = read(path);
    if (text.includes('\0')) continue; // binary
    for (const n of adrReferences(text)) {
      if (!known.has(n))
        problems.push(`${path}: ADR ${n} is neither a file nor in a Replaces line`);
    }
  }
  assert.deepEqual([...new Set(problems)], []);
});

test(`ADRs are at most ${MAX_LINES} lines, titled "# NNN. Title", with their sections`, () => {
  const problems = [];
  for (const path of adrFiles) {
    const text = read(path);
    const number = ADR_FILE.exec(path)[1];
    const lines = lineCount(text);
    if (lines > MAX_LINES) problems.push(`${path}: ${lines} lines`);
    if (!new RegExp(`^# ${number}[. ]`).test(text))
      problems.push(`${path}: title is not "# ${number}. …"`);
    for (const section of ['Context', 'Decision', 'Consequence']) {
      // "Context: …", "- Context: …", "## Context" or "**Context.**"
      if (!new RegExp(`^(?:[-*] |#{2,} |\\*\\*)?${section}`, 'm').test(text)) {
        problems.push(`${path}: no ${section} section`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test(`there are at most ${MAX_FILES} ADRs`, () => {
  assert.ok(adrFiles.length > 0, 'no ADR files found');
  assert.ok(
    adrFiles.length <= MAX_FILES,
    `${adrFiles.length} ADRs in docs/decisions/; merge some (≤ ${MAX_FILES})`,
  );
});
