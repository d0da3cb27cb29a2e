/** A flat map of token name (without the `--vonk-` prefix) to CSS value. */
export type TokenMap = Record<string, string>;

export const TOKEN_PREFIX = '--vonk-';

/** `var(--vonk-<name>)`: how a tier points at the tier below it. */
export function ref(name: string): string {
  return `var(${TOKEN_PREFIX}${name})`;
}

const kebab = (s: string): string => s.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase();

/** Flattens `{ color: { primaryStrong: '#…' } }` into `{ 'color-primary-strong': '#…' }`. */
export function flatten(prefix: string, value: object): TokenMap {
  const out: TokenMap = {};
  for (const [key, inner] of Object.entries(value)) {
    const name = `${prefix}-${kebab(key)}`;
    if (typeof inner === 'object' && inner !== null)
      Object.assign(out, flatten(name, inner as object));
    else out[name] = String(inner);
  }
  return out;
}

/** Follows `var(--vonk-…)` references down to a literal value. Throws on unknown names or cycles. */
export function resolveToken(tokens: TokenMap, name: string, seen: string[] = []): string {
  if (seen.includes(name)) throw new Error(`Token cycle: ${[...seen, name].join(' → ')}`);
  const value = tokens[name];
  if (value === undefined) throw new Error(`Unknown token: ${name}`);
  const match = /^var\(--vonk-([a-z0-9-]+)\)$/.exec(value.trim());
  return match?.[1] ? resolveToken(tokens, match[1], [...seen, name]) : value;
}
