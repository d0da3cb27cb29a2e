/**
 * Persona namespaces (ADR 086): `jan@w1` is worker 1's own copy of jan. It logs in with jan's
 * password, shows jan's data and customer code, and its writes change only that copy, so e2e
 * specs that write can run beside each other and beside the read-only journeys. A namespace is
 * `w` and a number (the Playwright worker's index); anything else is not a login.
 */
const NAMESPACED_LOGIN = /^(.+)@(w\d{1,4})$/;
const NAMESPACE = /^w\d{1,4}$/;

export interface NamespacedLogin {
  /** The fixture's login, e.g. `jan`. */
  base: string;
  /** `w1`; null for the fixture itself. */
  namespace: string | null;
}

export function splitLogin(login: string): NamespacedLogin {
  const match = NAMESPACED_LOGIN.exec(login);
  return match ? { base: match[1]!, namespace: match[2]! } : { base: login, namespace: null };
}

export const isNamespace = (value: unknown): value is string =>
  typeof value === 'string' && NAMESPACE.test(value);
