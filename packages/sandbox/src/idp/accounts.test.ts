import { describe, expect, it } from 'vitest';
import { createStore } from '../personas/index.ts';
import { accountFor } from './accounts.ts';

// ADR 128: a customer logs in with the primary e-mail address, which is the login name; only a
// verified change moves it. The persona logins (`jan`, `jan@w1`, `agent`) stay as demo shortcuts.
describe('accountFor', () => {
  const store = createStore();
  const byEmail = (typed: string) => store.loginByEmail(typed);

  it.each([
    ['jan', 'jan'],
    ['jan@w1', 'jan@w1'],
    ['agent', 'agent'],
    ['jan.devries@example.nl', 'jan'],
    ['Jan.DeVries@EXAMPLE.nl', 'jan'],
    ['sanne.bakker@example.nl', 'sanne'],
    ['sanne@bakker.example', undefined],
    ['wim@achterberg.example', undefined],
    ['niemand@example.nl', undefined],
    ['niemand', undefined],
  ])('%j opens %j', (typed, login) => {
    expect(accountFor(typed, byEmail)).toBe(login);
  });

  it('follows the address once it changed, and the old one opens nothing', () => {
    store.byLogin('jan')!.account.personInformation.primaryEmailAddress = 'jan@bücher.nl';
    expect(accountFor('jan@xn--bcher-kva.nl', byEmail)).toBe('jan');
    expect(accountFor('jan.devries@example.nl', byEmail)).toBeUndefined();
    store.reset();
  });
});
