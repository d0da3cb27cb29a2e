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
