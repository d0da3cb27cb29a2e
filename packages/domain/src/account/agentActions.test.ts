import { describe, expect, it } from 'vitest';
import { agentActionsNewestFirst } from './agentActions.ts';
import type { AgentAction } from './schema.ts';

const action = (at: string, summary: string): AgentAction => ({ at, agentId: 'agent', summary });
const order = (actions: AgentAction[]) => agentActionsNewestFirst(actions).map((a) => a.summary);

describe('agentActionsNewestFirst (ADR 129)', () => {
  it.each<[string, AgentAction[], string[]]>([
    ['none', [], []],
    ['one', [action('2026-11-28T09:00:00.000Z', 'A')], ['A']],
    [
      'oldest first from the API',
      [action('2026-11-20T09:00:00.000Z', 'A'), action('2026-11-28T09:00:00.000Z', 'B')],
      ['B', 'A'],
    ],
    [
      'by instant, not by text: 10:30+01:00 is 09:30Z, before 09:45Z',
      [action('2026-11-28T10:30:00+01:00', 'A'), action('2026-11-28T09:45:00.000Z', 'B')],
      ['B', 'A'],
    ],
    [
      'the same instant keeps the API order',
      [action('2026-11-28T09:00:00.000Z', 'A'), action('2026-11-28T10:00:00+01:00', 'B')],
      ['A', 'B'],
    ],
    [
      'a time that is no date goes last',
      [action('gisteren', 'A'), action('2026-01-01T00:00:00.000Z', 'B')],
      ['B', 'A'],
    ],
  ])('%s', (_case, actions, expected) => {
    expect(order(actions)).toEqual(expected);
  });

  it('leaves the answer as it was', () => {
    const actions = [action('2026-11-20T09:00:00Z', 'A'), action('2026-11-28T09:00:00Z', 'B')];
    agentActionsNewestFirst(actions);
    expect(actions.map((a) => a.summary)).toEqual(['A', 'B']);
  });
});
