import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

// Issue #32: a story named for a state ends in that state. "ServerError" stories used to clear the
// fault and click "Probeer opnieuw", so a designer saw the repaired page. The recovery is a story of
// its own (`…Recovered`, `Retry…`); a story named for an error, empty or loading state may not, in
// its own play, clear the sandbox's faults or click a retry.
const root = new URL('../../', import.meta.url);
const stories = execFileSync('git', ['ls-files', '-z', '*.stories.tsx'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter(Boolean);

const STATE_NAME = /(Error|Failed|Fails|Failure|Empty|Loading|Unavailable|Down|Maintenance)/;
const RECOVERY_NAME = /(Recovered|Retry|Retried|Again|Back)/;
const LEAVES_STATE = [
  /__sandbox\/faults['"`],\s*\{\s*method:\s*'DELETE'/,
  /click\([^;]*name:\s*'Probeer opnieuw'/s,
];

/**
 * Each `export const Name` with its text: one line (`= states.ServerError;`, the page's state
 * stories from pageStates.ts) or up to the next top-level `};` / `);`.
 */
function storyBlocks(source) {
  const blocks = [];
  const pattern = /^export const (\w+)[^=]*=(?:([^\n{]*;)$|([\s\S]*?)^[)}]+;?$)/gm;
  for (const match of source.matchAll(pattern)) {
    blocks.push({ name: match[1], body: match[2] ?? match[3] });
  }
  return blocks;
}

test('a story named for an error, empty or loading state does not leave it in its play', () => {
  const problems = [];
  for (const path of stories) {
    const source = readFileSync(new URL(path, root), 'utf8');
    for (const { name, body } of storyBlocks(source)) {
      if (!STATE_NAME.test(name) || RECOVERY_NAME.test(name)) continue;
      if (LEAVES_STATE.some((pattern) => pattern.test(body))) problems.push(`${path}: ${name}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('the check sees a ServerError story that repairs itself', () => {
  const [block] = storyBlocks(
    "export const ServerError: Story = {\n  play: async () => {\n    await fetch('/__sandbox/faults', { method: 'DELETE' });\n  },\n};\n",
  );
  assert.equal(block.name, 'ServerError');
  assert.ok(LEAVES_STATE.some((pattern) => pattern.test(block.body)));
});

test('a one-line story is its own block, not the start of the next one', () => {
  const blocks = storyBlocks(
    "export const ServerError: Story = states.ServerError;\nexport const Back: Story = {\n  play: async () => {\n    await fetch('/__sandbox/faults', { method: 'DELETE' });\n  },\n};\n",
  );
  assert.deepEqual(
    blocks.map((block) => block.name),
    ['ServerError', 'Back'],
  );
  assert.ok(!LEAVES_STATE.some((pattern) => pattern.test(blocks[0].body)));
});

test('the page state stories helper leaves a state only in ServerErrorRecovered', () => {
  // pageStateStories (issue #33) writes most pages' Loading/ServerError/Maintenance: its plays are
  // not in a story file, so its source is held to the same rule here.
  const source = readFileSync(new URL('apps/portal/src/testing/pageStates.ts', root), 'utf8');
  const start = source.indexOf('    ServerErrorRecovered: {');
  const end = source.indexOf('\n    },\n', start);
  assert.ok(start > 0 && end > start, 'pageStates.ts has a ServerErrorRecovered story');
  for (const pattern of LEAVES_STATE) {
    const found = [...source.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))];
    assert.ok(found.length > 0, `the recovery does ${pattern}`);
    for (const match of found) {
      assert.ok(match.index > start && match.index < end, `${pattern} outside the recovery`);
    }
  }
});
