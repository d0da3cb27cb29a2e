/** What a domain rule says is wrong with a value: an error code, or nothing. */
type Rule<V, E> = (value: string, values: V) => E | null | undefined;

/**
 * A field's check from a domain rule that names the error (`'required'`, `'invalid'`, …):
 * the code in Dutch through `text` (usually `t(ERROR_TEXTS[error])`), nothing when it passes.
 */
export const ruleCheck =
  <V, E>(rule: Rule<V, E>, text: (error: E, values: V) => string) =>
  (value: string, values: V): string | undefined => {
    const error = rule(value, values);
    return error ? text(error, values) : undefined;
  };

/**
 * One check per field from a rule that names the error of a field given all values, for
 * usePortalForm's `checks`.
 */
export function fieldChecks<V, F extends string, E>(
  fields: readonly F[],
  fieldError: (field: F, values: V) => E | null | undefined,
  text: (error: E, values: V) => string,
): Record<string, (value: string, values: V) => string | undefined> {
  return Object.fromEntries(
    fields.map((field) => [
      field,
      ruleCheck<V, E>((_value, values) => fieldError(field, values), text),
    ]),
  );
}
