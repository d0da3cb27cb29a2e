import type { AgentAction } from '@vonk/domain';
import { lazyPart } from '../../sections/lazyPart.tsx';

/**
 * The table of what agents changed (ADR 129): most customers have none, and see the empty state,
 * so its code (the design system's table) is not in /mijn-gegevens' load (issue #34). A log with
 * changes fetches it with the page's reads (`agentActionParts`), so the page opens with the table,
 * never with a skeleton in its place.
 */
export const agentActionTable = lazyPart(() =>
  import('./AgentActionTable.tsx').then((module) => module.AgentActionTable),
);

/** Fetches the table's code when the log has changes, and waits for it (never fails). */
export async function agentActionParts(log: readonly AgentAction[] | undefined) {
  if (log && log.length > 0) await agentActionTable.ready();
}
