import { describe, expect, it } from 'vitest';
import { fieldChecks, ruleCheck } from './ruleChecks.ts';

const TEXTS = { required: 'Vul dit veld in.', tooLong: 'Dit is te lang.' } as const;
const rule = (value: string) =>
  value === '' ? ('required' as const) : value.length > 5 ? ('tooLong' as const) : undefined;

describe('ruleCheck', () => {
  const check = ruleCheck(rule, (error) => TEXTS[error]);

  it('says the rule’s error in Dutch', () => {
    expect(check('', {})).toBe('Vul dit veld in.');
    expect(check('abcdefg', {})).toBe('Dit is te lang.');
  });

  it('says nothing when the rule passes, also for a rule that answers null', () => {
    expect(check('abc', {})).toBeUndefined();
    expect(
      ruleCheck(
        () => null,
        () => 'nooit',
      )('x', {}),
    ).toBeUndefined();
  });
});

describe('fieldChecks', () => {
  type Values = { from: string; to: string };
  const checks = fieldChecks(
    ['from', 'to'] as const,
    (field, values: Values) => (values[field] === '' ? field : undefined),
    (error, values) => `${error} ontbreekt (van ${values.from || '?'})`,
  );

  it('has one check per field, each judging its own field from all values', () => {
    expect(Object.keys(checks)).toEqual(['from', 'to']);
    expect(checks.from!('', { from: '', to: 'b' })).toBe('from ontbreekt (van ?)');
    expect(checks.to!('', { from: 'a', to: '' })).toBe('to ontbreekt (van a)');
    expect(checks.to!('', { from: 'a', to: 'b' })).toBeUndefined();
  });
});
