// Precompiles the nl-NL catalogue to ICU ASTs with the formatjs CLI, so react-intl ships without
// its message parser (the no-parser alias in ../i18n.config.ts, ADR 031). `--check` fails when
// the committed output is stale (run by the unit tests).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const source = fileURLToPath(new URL('../src/i18n/nl.json', import.meta.url));
const target = fileURLToPath(new URL('../src/i18n/compiled/nl.json', import.meta.url));

const output = execFileSync('formatjs', ['compile', source, '--ast'], { encoding: 'utf8' });
const compiled = `${JSON.stringify(JSON.parse(output), null, 2)}\n`;
if (process.argv.includes('--check')) {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current !== compiled) {
    console.error('src/i18n/compiled/nl.json is stale: run `npm run i18n -w @vonk/portal`.');
    process.exit(1);
  }
} else {
  writeFileSync(target, compiled);
}
