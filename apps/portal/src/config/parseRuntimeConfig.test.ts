import { RuntimeConfig } from '@vonk/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { parseRuntimeConfig } from './parseRuntimeConfig.ts';

// The hand-written check against the contract's zod schema, its definition (ADR 084): for a full
// config and every way a field can be wrong, the same verdict, the same problems and the same
// config (unknown fields dropped, records kept whole).
const full = {
  authority: 'http://localhost:4001',
  clientId: 'mijn-vonk-portal',
  apiBase: '/api',
  logEndpoint: '/api/log',
  externalLogEndpoint: '/api/log/external',
  production: false,
  productName: 'Vonk',
  brand: { oldName: 'Ziggo', newName: 'Vonk' },
  externalUrls: { home: 'https://www.vonk.example/' },
  switches: { keepAlive: true },
  requestTimeouts: { readMs: 1000, writeMs: 2000, preloadBudgetMs: 500 },
  today: '2027-01-23',
  idleTimeoutSeconds: 900,
  idleWarningSeconds: 120,
};

const WRONG_VALUES = [undefined, null, '', 'x', 0, -1, 1.5, true, [], {}, { a: 1 }, { a: 'x' }];

const variants: [string, unknown][] = [
  ['the full config', full],
  [
    'only the required fields',
    {
      ...full,
      requestTimeouts: undefined,
      today: undefined,
      idleTimeoutSeconds: undefined,
      idleWarningSeconds: undefined,
    },
  ],
  ['an unknown field', { ...full, extra: 'x' }],
  ['an unknown brand field', { ...full, brand: { ...full.brand, extra: 1 } }],
  ['an unknown timeout', { ...full, requestTimeouts: { readMs: 1, extra: 1 } }],
  ['empty timeouts', { ...full, requestTimeouts: {} }],
  ['a timeout of 0', { ...full, requestTimeouts: { writeMs: 0 } }],
  ['a timeout as text', { ...full, requestTimeouts: { preloadBudgetMs: '5' } }],
  ['a timeout of null', { ...full, requestTimeouts: { readMs: null } }],
  ['a day without zeros', { ...full, today: '2027-1-2' }],
  ['a brand without names', { ...full, brand: {} }],
  ['a URL that is no text', { ...full, externalUrls: { home: 1, shop: 'x' } }],
  ['two bad switches', { ...full, switches: { a: 'ja', b: 1, c: false } }],
  ['nothing', null],
  ['a list', []],
  ['a text', 'config'],
  ['an empty object', {}],
  ...Object.keys(full).flatMap((field) =>
    WRONG_VALUES.map((value): [string, unknown] => [
      `${field} = ${JSON.stringify(value)}`,
      { ...full, [field]: value },
    ]),
  ),
];

function byZod(body: unknown): { config: unknown } | { problems: string[] } {
  const result = z.safeParse(RuntimeConfig, body);
  return result.success
    ? { config: result.data }
    : { problems: result.error.issues.map((issue) => issue.path.join('.') || '(root)') };
}

describe('parseRuntimeConfig (spec: config.json fails closed)', () => {
  it.each(variants)('judges %s as the contract schema does', (_name, body) => {
    const ours = parseRuntimeConfig(body);
    const zods = byZod(body);
    // zod may name a field twice (wrong type and too short); a problem is a field here.
    const fieldsOf = (problems: string[]) => [...new Set(problems)].sort();
    if ('problems' in zods) {
      expect('problems' in ours ? fieldsOf(ours.problems) : ours).toEqual(fieldsOf(zods.problems));
    } else {
      expect(ours).toEqual(zods);
    }
  });

  it('accepts a full config and rejects a broken one', () => {
    expect(parseRuntimeConfig(full)).toEqual({ config: full });
    expect(parseRuntimeConfig({ ...full, authority: '' })).toEqual({ problems: ['authority'] });
  });
});
