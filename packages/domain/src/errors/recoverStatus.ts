import { ApiError } from '../client/ApiError.ts';

/**
 * Spec §8 recoveries in one shape: when `request` fails with `status`, answer `fallback` instead;
 * every other error is rethrown. (Account 503 → empty customer; features 503 → {}.)
 */
export async function recoverStatus<T>(
  request: Promise<T>,
  status: number,
  fallback: () => T,
): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === status) return fallback();
    throw error;
  }
}

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
