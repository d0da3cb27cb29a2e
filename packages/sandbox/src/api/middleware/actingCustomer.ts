import type { MiddlewareHandler } from 'hono';
import type { SandboxStore } from '../../personas/index.ts';
import { customerCodeHeader } from '../contractConstants.ts';
import { isPublicApiPath } from '../publicPaths.ts';
import type { ApiEnv } from '../types.ts';

/**
 * Decides whose data a request touches. An agent's token names one customer (`customer_code`)
 * and every request must repeat it in X-Customer-Code (spec §6), so a stale tab cannot act on
 * another customer. A customer always gets their own data; a code they send must be their own.
 */
export function actingCustomer(store: SandboxStore): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (isPublicApiPath(c.req.path)) return next();
    const claims = c.get('claims');
    const sentCode = c.req.header(customerCodeHeader);
    if (claims.role === 'agent') {
      if (!claims.customer_code || sentCode !== claims.customer_code) {
        return c.json(
          { message: `${customerCodeHeader} must match the agent session's customer code.` },
          403,
        );
      }
      const persona = store.byCustomerCode(claims.customer_code);
      if (!persona) return c.json({ message: 'Unknown customer code.' }, 403);
      c.set('persona', persona);
      c.set('isAgent', true);
      return next();
    }
    const persona = store.byLogin(claims.sub);
    if (!persona) return c.json({ message: 'No customer data for this account.' }, 403);
    if (sentCode !== undefined && sentCode !== persona.account.customerId) {
      return c.json({ message: `${customerCodeHeader} does not belong to this customer.` }, 403);
    }
    c.set('persona', persona);
    c.set('isAgent', false);
    return next();
  };
}
