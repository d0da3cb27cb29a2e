// What every field rule answers: the value as the API wants it, or why it cannot be sent. The
// error is a short code; the portal turns it into Dutch text per form (its message catalogue), so
// the same rule can say "Vul je telefoonnummer in" on one form and "Vul het nummer in" on another.

/** The normalised value of valid input, or the code of the first thing wrong with it. */
export type FieldResult<T, E extends string = FieldError> =
  { ok: true; value: T } | { ok: false; error: E };

/** Codes shared by most rules: nothing typed, or not shaped like one. */
export type FieldError = 'required' | 'invalid';

export const valid = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const invalid = <E extends string>(error: E): { ok: false; error: E } => ({
  ok: false,
  error,
});

/**
 * An optional field: nothing typed is fine (value null); anything typed must pass `rule`. Every
 * rule itself treats blank input as 'required'.
 */
export function optional<T, E extends string>(
  rule: (input: string) => FieldResult<T, E>,
): (input: string) => FieldResult<T | null, Exclude<E, 'required'>> {
  return (input) =>
    input.trim() === '' ? valid(null) : (rule(input) as FieldResult<T, Exclude<E, 'required'>>);
}
