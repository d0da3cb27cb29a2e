import type { AgentAction } from './schema.ts';

/**
 * The agent log as the customer reads it (ADR 129): newest first by the instant it happened, so
 * times with another UTC offset sort by when they were, not by their text; two at the same
 * instant keep the API's order. An entry whose time is not a date goes last rather than away.
 */
export function agentActionsNewestFirst(actions: readonly AgentAction[]): AgentAction[] {
  const instant = (action: AgentAction) => {
    const time = Date.parse(action.at);
    return Number.isNaN(time) ? -Infinity : time;
  };
  return actions
    .map((action, index) => ({ action, index, time: instant(action) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map(({ action }) => action);
}
