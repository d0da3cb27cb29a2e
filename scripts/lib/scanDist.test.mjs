import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { personaSecrets, scanDist } from './scanDist.mjs';

const personas = {
  jan: { account: { customerId: '10000001', name: { firstName: 'Jan', lastName: 'de Vries' } } },
  agents: [{ login: 'agent', emailAddress: 'agent@example.nl' }],
};

test('persona secrets: the password, full names, e-mail addresses and customer ids', () => {
  assert.deepEqual(personaSecrets(personas, 'welkom').sort(), [
    '10000001',
    'Jan de Vries',
    'agent@example.nl',
    'welkom',
  ]);
});

test('the scan names each thing that must not ship, and passes a clean build', () => {
  const dist = mkdtempSync(join(tmpdir(), 'vonk-scan-'));
  try {
    mkdirSync(join(dist, 'assets'));
    const clean = 'const base=new URL("http://localhost");const t="Welkom bij Vonk";';
    writeFileSync(join(dist, 'index.html'), '<title>Mijn Vonk</title>');
    writeFileSync(join(dist, 'assets/clean.js'), clean);
    writeFileSync(join(dist, 'assets/clean.js.br'), 'http://localhost:4001 welkom');
    const secrets = personaSecrets(personas, 'welkom');
    assert.deepEqual(scanDist(dist, { secrets }), []);

    writeFileSync(
      join(dist, 'assets/a.js'),
      'fetch("http://localhost:4002/api");//# sourceMappingURL=a.js.map',
    );
    writeFileSync(join(dist, 'assets/a.js.map'), '{}');
    writeFileSync(
      join(dist, 'assets/b.js'),
      'login("jan","welkom");c.json({message:"No sandbox route for "})',
    );
    writeFileSync(join(dist, 'assets/c.json'), '{"name":"Jan de Vries","id":"10000001"}');
    assert.deepEqual(
      scanDist(dist, { secrets })
        .map(({ file, problem }) => `${file}: ${problem}`)
        .sort(),
      [
        'assets/a.js.map: source map file',
        'assets/a.js: localhost URL http://localhost:4002/api',
        'assets/a.js: sourceMappingURL comment',
        'assets/b.js: persona data "welkom"',
        'assets/b.js: sandbox code "No sandbox route for"',
        'assets/c.json: persona data "10000001"',
        'assets/c.json: persona data "Jan de Vries"',
      ],
    );
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});
