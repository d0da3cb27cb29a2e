import { describe, expect, it } from 'vitest';
import { logoutAction, logoutState } from './logoutIntent.ts';

describe('logoutAction (issue #27, ADR 126)', () => {
  it.each([
    ['the menu or the idle warning', logoutState('user'), { kind: 'signOut', keepDrafts: false }],
    ['a 401 from the API', logoutState('unauthorized'), { kind: 'signOut', keepDrafts: true }],
    ['a link on another page', null, { kind: 'confirm' }],
    ['a typed or reloaded URL', undefined, { kind: 'confirm' }],
    ['a state of something else', { from: 'elsewhere' }, { kind: 'confirm' }],
    ['a made-up intent', { logoutIntent: 'everyone' }, { kind: 'confirm' }],
    ['a string', 'user', { kind: 'confirm' }],
  ])('%s → %o', (_, state, action) => {
    expect(logoutAction(state)).toEqual(action);
  });
});
