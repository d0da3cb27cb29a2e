// What must never ship in the portal's dist/ (issue #15): the scan `npm test` runs on the build
// the e2e suite and `npm run size` just made (scripts/scan-dist.mjs). Pure functions over file
// contents, so scanDist.test.mjs can prove each finding on a made-up build.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const TEXT = /\.(js|css|html|json|svg|txt|xml|webmanifest)$/;

/** Strings only the sandbox (its API, MSW handlers, IdP, fault matrix) contains. */
export const SANDBOX_MARKERS = [
  'No sandbox route for',
  '[sandbox',
  'mockServiceWorker',
  'oidc-provider',
];

/** Identifying strings of the sandbox's personas: full names, e-mail addresses, customer ids. */
export function personaSecrets(personas, password) {
  const found = new Set([password]);
  const walk = (value) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    if (typeof value.firstName === 'string' && typeof value.lastName === 'string') {
      found.add(`${value.firstName} ${value.lastName}`);
    }
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === 'string' && /email|^customerId$|^iban$/i.test(key)) found.add(inner);
      else walk(inner);
    }
  };
  walk(personas);
  return [...found].filter((secret) => secret.length >= 5);
}

/** Findings for one file: `{ file, problem }` each. */
export function scanFile(file, text, { secrets }) {
  const findings = [];
  const add = (problem) => findings.push({ file, problem });
  if (file.endsWith('.map')) add('source map file');
  if (!TEXT.test(file)) return findings;
  if (/[#@] sourceMappingURL=/.test(text)) add('sourceMappingURL comment');
  // A port or a path: a real address (the sandbox's). A bare `http://localhost` is a URL base
  // react-router and oidc-client-ts parse relative paths against, never requested.
  const local = /\bhttps?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+|\/)[^"'`\s]*/.exec(text);
  if (local) add(`localhost URL ${local[0]}`);
  for (const marker of SANDBOX_MARKERS) if (text.includes(marker)) add(`sandbox code "${marker}"`);
  for (const secret of secrets) {
    // The password as a string literal; names and addresses anywhere.
    const hit =
      secret === secrets[0]
        ? new RegExp(`["'\`]${secret}["'\`]`).test(text)
        : text.includes(secret);
    if (hit) add(`persona data "${secret}"`);
  }
  return findings;
}

/** Every finding in a build folder (compressed copies are the same bytes, so they are skipped). */
export function scanDist(dist, options) {
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  return files.flatMap((path) =>
    scanFile(relative(dist, path), readFileSync(path, 'utf8'), options),
  );
}
