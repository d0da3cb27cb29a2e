import type { FieldRule } from '../components/Field/fieldRule.ts';

// Stand-ins for @vonk/domain's field rules in ui's own stories and tests (ui may not import the
// domain, ADR 018). They know the examples the stories type, not the rules: the rules and their
// property tests live in the domain.

const known =
  <T>(examples: Record<string, T>): FieldRule<T> =>
  (input) => {
    const key = input.replace(/[\s-]+/g, '').toUpperCase();
    return key in examples
      ? { ok: true, value: examples[key] as T }
      : { ok: false, error: key === '' ? 'required' : 'invalid' };
  };

export const examplePostcodeRule = known({
  '1234AB': '1234 AB',
  '3511LX': '3511 LX',
  '9999ZZ': '9999 ZZ',
});
export const exampleIbanRule = known({ NL91ABNA0417164300: 'NL91ABNA0417164300' });
export const exampleHouseNumberRule = known({ '1': 1, '2': 2, '12': 12, '999': 999 });
export const exampleHouseNumberAdditionRule: FieldRule<string | null> = (input) =>
  input.trim() === '' ? { ok: true, value: null } : known({ A: 'A', B: 'B', BIS: 'BIS' })(input);
