/**
 * A customer code as the agent link carries it: eight digits (every customer id the back office
 * issues, and every sandbox persona). The spec names no format; ADR 057 fixes this one. Anything
 * else in `/agentlogin/{id}` is refused before agent mode or a login starts.
 */
const CUSTOMER_CODE = /^\d{8}$/;

export function isCustomerCode(value: unknown): value is string {
  return typeof value === 'string' && CUSTOMER_CODE.test(value);
}
