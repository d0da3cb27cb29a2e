// In `npm test`, after the build the e2e suite and `npm run size` made: the portal's dist/ holds
// no sandbox code, no persona data or password, no source map and no localhost URL (issue #15).
// Reads the existing build (`npm run build -w @vonk/portal` makes one). Alone:
//   node --conditions=@vonk/source --test scripts/scan-dist.mjs
import './check-node.mjs';
import { existsSync } from 'node:fs';
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { PASSWORD, agents, personas } from '../packages/sandbox/src/personas/index.ts';
import { personaSecrets, scanDist } from './lib/scanDist.mjs';
import { portalDist } from './lib/portalBuild.mjs';

test('the built portal ships nothing of the sandbox, no source maps and no localhost URLs', () => {
  assert.ok(existsSync(`${portalDist}/index.html`), `no build in ${portalDist}`);
  const secrets = personaSecrets({ personas, agents }, PASSWORD);
  assert.ok(secrets.length > 10, 'the personas give names, addresses and ids to look for');
  assert.deepEqual(scanDist(portalDist, { secrets }), []);
});
