import type { MiddlewareHandler } from 'hono';
import { findWrite } from '@vonk/domain/contract';
import type { AgentAction } from '@vonk/domain/contract';
import { agentActionSummary } from '../agentActionSummaries.ts';
import type { ApiEnv } from '../types.ts';

/** The newest entries a customer's agent log keeps: bounded for a long dev run. */
export const MAX_AGENT_ACTIONS = 100;

/** Spec §7.2: a 2xx body `{ success: false }` (or the bare `false` of a true-answering write) is a refusal. */
const refused = (body: unknown) =>
  body === false ||
  (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false);

/**
 * The agent log (issue #27, ADR 129): every write an agent makes on a customer's account is
 * recorded on that account with the sandbox clock's time, the agent's id (the token's `sub`; the
 * role and customer come from the token, see actingCustomer) and a Dutch line saying what changed,
 * decided before the write runs from its path and body. Only a write that succeeded counts: 2xx
 * and not refused. A customer's own writes and the portal's log are not recorded. Runs after
 * contractValidation, which has parsed the body.
 */
export function agentActions(now: () => Date = () => new Date()): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const name = c.req.method === 'GET' ? undefined : findWrite(c.req.method, c.req.path);
    if (!name || c.get('isAgent') !== true) return next();
    const persona = c.get('persona');
    const summary = agentActionSummary(name, c.get('body'), persona);
    await next();
    if (!summary || c.res.status < 200 || c.res.status >= 300) return;
    const type = c.res.headers.get('content-type') ?? '';
    const answer: unknown = type.includes('json')
      ? await c.res
          .clone()
          .json()
          .catch(() => undefined)
      : undefined;
    if (refused(answer)) return;
    const action: AgentAction = { at: now().toISOString(), agentId: c.get('claims').sub, summary };
    persona.agentActions = [action, ...(persona.agentActions ?? [])].slice(0, MAX_AGENT_ACTIONS);
  };
}
