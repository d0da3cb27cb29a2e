import type { RuntimeConfig } from '@vonk/domain';

// The config.json check of loadRuntimeConfig, written out by hand: the contract's zod schema
// (`RuntimeConfig` in @vonk/domain) stays the definition, which the sandbox serves and
// `parseRuntimeConfig.test.ts` holds this check to, field by field; zod's own code (6 kB gzip)
// no longer ships with every page start (ADR 084).

type Json = Record<string, unknown>;
type Check = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text: Check = (value) => typeof value === 'string';
const filled: Check = (value) => typeof value === 'string' && value.length > 0;
const flag: Check = (value) => typeof value === 'boolean';
const positive: Check = (value) => typeof value === 'number' && Number.isFinite(value) && value > 0;
const day: Check = (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The top-level fields: the check, and whether it may be absent. */
const FIELDS: Record<keyof RuntimeConfig, [check: Check | 'object', optional?: true]> = {
  authority: [filled],
  clientId: [filled],
  apiBase: [filled],
  logEndpoint: [filled],
  externalLogEndpoint: [text],
  production: [flag],
  productName: [filled],
  brand: ['object'],
  externalUrls: ['object'],
  switches: ['object'],
  requestTimeouts: ['object', true],
  today: [day, true],
  idleTimeoutSeconds: [positive, true],
  idleWarningSeconds: [positive, true],
};

/** Fields of a nested object: each checked, the ones not listed dropped (as zod's object does). */
function fields(
  value: Json,
  checks: Record<string, [Check, optional?: true]>,
  at: string,
  problems: string[],
) {
  const out: Json = {};
  for (const [name, [check, optional]] of Object.entries(checks)) {
    if (value[name] === undefined && optional) continue;
    if (check(value[name])) out[name] = value[name];
    else problems.push(`${at}.${name}`);
  }
  return out;
}

/** Every entry of a record checked (a record keeps all its keys). */
function entries(value: Json, check: Check, at: string, problems: string[]) {
  for (const [key, entry] of Object.entries(value))
    if (!check(entry)) problems.push(`${at}.${key}`);
  return { ...value };
}

export function parseRuntimeConfig(
  body: unknown,
): { config: RuntimeConfig } | { problems: string[] } {
  if (!isRecord(body)) return { problems: ['(root)'] };
  const problems: string[] = [];
  const config: Json = {};
  for (const [name, [check, optional]] of Object.entries(FIELDS)) {
    const value = body[name];
    if (value === undefined && optional) continue;
    if (check !== 'object') {
      if (check(value)) config[name] = value;
      else problems.push(name);
    } else if (!isRecord(value)) {
      problems.push(name);
    } else if (name === 'brand') {
      config[name] = fields(value, { oldName: [text], newName: [text] }, name, problems);
    } else if (name === 'requestTimeouts') {
      const optionalPositive: [Check, true] = [positive, true];
      config[name] = fields(
        value,
        { readMs: optionalPositive, writeMs: optionalPositive, preloadBudgetMs: optionalPositive },
        name,
        problems,
      );
    } else {
      config[name] = entries(value, name === 'switches' ? flag : text, name, problems);
    }
  }
  return problems.length > 0 ? { problems } : { config: config as RuntimeConfig };
}
