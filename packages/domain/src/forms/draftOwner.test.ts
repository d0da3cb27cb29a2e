import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';
import {
  adoptDraftOwner,
  clearFormDrafts,
  draftOwner,
  draftOwnerKey,
  ownedDraftKey,
} from './draftOwner.ts';
import { formDraftKey } from './formDraft.ts';

const HOST = 'localhost:5173';
const JAN = await draftOwner('jan-sub', null);
const PIET = await draftOwner('piet-sub', null);
const AGENT_FOR_1 = await draftOwner('agent-sub', '10000001');
const AGENT_FOR_4 = await draftOwner('agent-sub', '10000004');

/** A tab whose drafts belong to `owner`, with one draft of its own and one other host's. */
function tab(owner: string | null) {
  const storage = memoryStorage([['other.hostFormDraft:x', '{}']]);
  if (owner !== null) storage.setItem(draftOwnerKey(HOST), owner);
  storage.setItem(formDraftKey(HOST, 'mijn-gegevens', owner ?? ''), '{"email":"x@y.nl"}');
  storage.setItem(`${HOST}oidc.user`, 'kept');
  return storage;
}

describe('draft owner', () => {
  it('is a SHA-256 of subject and customer code, never either in clear', async () => {
    expect(JAN).toMatch(/^[0-9a-f]{64}$/);
    expect(await draftOwner('jan-sub', null)).toBe(JAN);
    expect(new Set([JAN, PIET, AGENT_FOR_1, AGENT_FOR_4]).size).toBe(4);
    // No delimiter games: ('a', 'b|c') and ('a|b', 'c') are different owners.
    expect(await draftOwner('a', 'b|c')).not.toBe(await draftOwner('a|b', 'c'));
    expect(AGENT_FOR_1).not.toContain('10000001');
  });

  it.each([
    // tab's owner, who signs in, drafts dropped
    ['jan', JAN, 'jan again (after a 401)', JAN, false],
    ['jan', JAN, 'piet in the same tab', PIET, true],
    ['the agent for 10000001', AGENT_FOR_1, 'the agent for 10000004', AGENT_FOR_4, true],
    ['the agent for 10000001', AGENT_FOR_1, 'the agent for 10000001', AGENT_FOR_1, false],
    ['nobody (a public page)', null, 'jan', JAN, true],
  ])('held for %s, %s signs in: dropped %#', (_, before, __, after, dropped) => {
    const storage = tab(before);
    expect(adoptDraftOwner(storage, HOST, after)).toBe(dropped);
    expect(storage.getItem(draftOwnerKey(HOST))).toBe(after);
    expect(storage.getItem(formDraftKey(HOST, 'mijn-gegevens', before ?? '')) !== null).toBe(
      !dropped,
    );
    expect(storage.getItem(`${HOST}oidc.user`)).toBe('kept');
    expect(storage.getItem('other.hostFormDraft:x')).toBe('{}');
  });

  it('keys a draft by the owner the tab holds, so another owner never reads it', () => {
    const storage = tab(JAN);
    expect(ownedDraftKey(storage, HOST, 'mijn-gegevens')).toBe(
      `${HOST}FormDraft.${JAN}:mijn-gegevens`,
    );
    storage.setItem(draftOwnerKey(HOST), PIET);
    expect(storage.getItem(ownedDraftKey(storage, HOST, 'mijn-gegevens'))).toBeNull();
  });

  it.each([JAN, null])('a session end clears every draft of the host (owner %s)', (owner) => {
    const storage = tab(owner);
    storage.setItem(formDraftKey(HOST, 'retour-label'), '{}');
    clearFormDrafts(storage, HOST);
    expect(storage.length).toBe(2); // the other host's draft and the session
    expect(storage.getItem(draftOwnerKey(HOST))).toBeNull();
  });
});
