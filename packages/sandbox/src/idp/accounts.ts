import { agents, customerCodes, PASSWORD, personas } from '../personas/index.ts';
import type { AgentLogin, CustomerLogin } from '../personas/index.ts';
import { splitLogin } from '../personas/namespaces.ts';

/** Claims of a sandbox account; `customer_code` only for an agent acting for a customer. */
export interface AccountClaims {
  sub: string;
  name: string;
  preferred_username: string;
  role: 'customer' | 'agent';
  agent_locked?: boolean;
  customer_code?: string;
}

const isCustomer = (login: string): login is CustomerLogin => Object.hasOwn(personas, login);
/** The customer fixture behind a login: itself, or the one a namespaced copy (`jan@w1`, ADR 086) is of. */
const customerOf = (login: string): CustomerLogin | undefined => {
  const { base } = splitLogin(login);
  return isCustomer(base) ? base : undefined;
};
export const isAgent = (login: string): login is AgentLogin => Object.hasOwn(agents, login);

export function accountExists(login: string): boolean {
  return customerOf(login) !== undefined || isAgent(login);
}

/** Finds the customer login whose primary e-mail address is the login name typed (ADR 128). */
export type LoginByEmail = (typed: string) => string | undefined;

/**
 * The account a login name opens: a persona login as it is (`jan`, the demo's short name), or the
 * customer whose primary e-mail address it is now (ADR 128: only a verified change moves it).
 */
export function accountFor(typed: string, byEmail?: LoginByEmail): string | undefined {
  if (accountExists(typed)) return typed;
  return typed.includes('@') ? byEmail?.(typed) : undefined;
}

/** Every demo account shares one password; the comparison still runs for unknown logins. */
export function checkCredentials(login: string, password: string): boolean {
  return accountExists(login) && password === PASSWORD;
}

export function isKnownCustomerCode(code: string): boolean {
  return Object.values(customerCodes).includes(code);
}

export function accountClaims(
  login: string,
  customerCode: string | undefined,
): AccountClaims | undefined {
  const customer = customerOf(login);
  if (customer) {
    const { firstName, lastName } = personas[customer].account.personInformation;
    return {
      sub: login,
      name: `${firstName} ${lastName}`,
      preferred_username: login,
      role: 'customer',
    };
  }
  if (isAgent(login)) {
    const agent = agents[login];
    return {
      sub: login,
      name: agent.name,
      preferred_username: login,
      role: 'agent',
      agent_locked: agent.locked,
      ...(customerCode && { customer_code: customerCode }),
    };
  }
  return undefined;
}
