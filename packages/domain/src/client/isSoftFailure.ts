/** Spec §7.2: a 2xx answer whose body is `{ success: false }` is not a success. */
export function isSoftFailure(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false
  );
}
