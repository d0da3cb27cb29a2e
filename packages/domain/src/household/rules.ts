/** Spec §4, §7.2: the may-join answer is coerced to a boolean; anything falsy means no. */
export function mayJoin(answer: unknown): boolean {
  return Boolean(answer);
}
