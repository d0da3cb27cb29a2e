/**
 * Spec §8: installment plan and TV cease creation "return true on error recovery"; downgrade with
 * no product returns false. Any failure of `request` becomes `value`.
 */
export async function recoverWith<T>(request: Promise<T>, value: T): Promise<T> {
  try {
    return await request;
  } catch {
    return value;
  }
}
