/**
 * A rule for what someone types, in the shape @vonk/domain's field rules answer (`fields/`):
 * the value as it should be kept, or the code of what is wrong. ui never imports the domain; the
 * app passes the domain's rule in (ADR 018), and any function of this shape fits.
 */
export type FieldRule<T = unknown> = (
  input: string,
) => { ok: true; value: T } | { ok: false; error: string };

/** The TextField `validate` of a rule: nothing when it passes, else `message`. */
export const validateWith =
  <M>(rule: FieldRule, message: M) =>
  (value: string): M | undefined =>
    rule(value).ok ? undefined : message;

/** The TextField `normalise` of a rule: the rule's value shown with `show`, else as typed. */
export const normaliseWith =
  <T>(rule: FieldRule<T>, show: (value: T) => string) =>
  (value: string): string => {
    const result = rule(value);
    return result.ok ? show(result.value) : value.trim();
  };
