// @vitest-environment happy-dom
import { User, UserManager } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { AUTHORITY, CLIENT_ID, jwt } from '../testing/fakeIdp.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { isExpired, parseSessionUser, serializeSessionUser } from './SessionUser.ts';
import type { SessionUser } from './SessionUser.ts';
import { storedSession, storedUserKey } from './storedSession.ts';
import { userManagerSettings } from './userManagerSettings.ts';

const HOST = 'localhost:5173';
const NOW_S = Math.floor(Date.now() / 1000);

const libraryUser = (patch: Partial<ConstructorParameters<typeof User>[0]> = {}) =>
  new User({
    id_token: jwt({ sub: 'jan' }),
    session_state: null,
    access_token: jwt({ iat: NOW_S, exp: NOW_S + 300 }),
    refresh_token: 'rt-1',
    token_type: 'Bearer',
    scope: 'openid api customer',
    profile: { sub: 'jan', iss: AUTHORITY, aud: CLIENT_ID, exp: 0, iat: 0, acr: 'urn:vonk:loa:2' },
    expires_at: NOW_S + 300,
    ...patch,
  });

/** The library's own UserManager on the portal's settings, over one tab's session storage. */
function libraryAndSession() {
  const storage = memoryStorage();
  const manager = new UserManager(
    userManagerSettings(
      { authority: AUTHORITY, clientId: CLIENT_ID, redirectUri: `http://${HOST}/cb` },
      storage,
      HOST,
    ),
  );
  return {
    storage,
    manager,
    session: storedSession(storage, storedUserKey(HOST, AUTHORITY, CLIENT_ID)),
  };
}

describe('storedSession: the user oidc-client-ts stores, without the library (ADR 032)', () => {
  it('reads what the library stored, under the key the library uses', async () => {
    const { storage, manager, session } = libraryAndSession();
    expect(session.read()).toBeNull();
    await manager.storeUser(libraryUser());
    expect(storage.key(0)).toBe(`${HOST}oidc.user:${AUTHORITY}:${CLIENT_ID}`);
    expect(session.read()).toEqual({
      id_token: jwt({ sub: 'jan' }),
      access_token: jwt({ iat: NOW_S, exp: NOW_S + 300 }),
      refresh_token: 'rt-1',
      token_type: 'Bearer',
      scope: 'openid api customer',
      profile: {
        sub: 'jan',
        iss: AUTHORITY,
        aud: CLIENT_ID,
        exp: 0,
        iat: 0,
        acr: 'urn:vonk:loa:2',
      },
      expires_at: NOW_S + 300,
    });
  });

  it('writes what the library reads back as the same user', async () => {
    const { manager, session } = libraryAndSession();
    const user: SessionUser = {
      access_token: 'at-2',
      token_type: 'Bearer',
      refresh_token: 'rt-2',
      id_token: 'id-2',
      scope: 'openid',
      session_state: 'ss',
      expires_at: NOW_S + 60,
      profile: { sub: 'sanne', name: 'Sanne Bakker' },
    };
    session.write(user);
    const read = await manager.getUser();
    expect(read?.toStorageString()).toBe(serializeSessionUser(user));
    expect(read?.refresh_token).toBe('rt-2');
    expect(read?.expired).toBe(false);
    session.remove();
    expect(await manager.getUser()).toBeNull();
  });

  it('reads a user whose refresh token the library revoked (stored as null)', async () => {
    const { manager, session } = libraryAndSession();
    const user = libraryUser();
    user.refresh_token = null as unknown as undefined; // what revokeTokens leaves behind
    await manager.storeUser(user);
    const read = session.read();
    expect(read).not.toBeNull();
    expect(read).not.toHaveProperty('refresh_token');
    expect(read).not.toHaveProperty('session_state');
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['JSON that is no user', '[1]'],
    [
      'a user without access token',
      JSON.stringify({ token_type: 'Bearer', profile: { sub: 'j' } }),
    ],
    ['a user without profile', JSON.stringify({ access_token: 'a', token_type: 'Bearer' })],
    [
      'a user with an empty access token',
      JSON.stringify({ access_token: '', token_type: 'Bearer', profile: { sub: 'j' } }),
    ],
    [
      'a profile without subject',
      JSON.stringify({ access_token: 'a', token_type: 'Bearer', profile: { name: 'Jan' } }),
    ],
    [
      'an expiry that is no number',
      JSON.stringify({
        access_token: 'a',
        token_type: 'Bearer',
        profile: { sub: 'j' },
        expires_at: '9',
      }),
    ],
    [
      'a refresh token that is no text',
      JSON.stringify({
        access_token: 'a',
        token_type: 'Bearer',
        profile: { sub: 'j' },
        refresh_token: 1,
      }),
    ],
  ])('reads %s as no user', (_case, text) => {
    expect(parseSessionUser(text)).toBeNull();
  });

  it('keeps the known fields only, and the whole profile', () => {
    const text = JSON.stringify({
      access_token: 'a',
      token_type: 'Bearer',
      scope: 'openid',
      expires_at: 9,
      refresh_token: null,
      profile: { sub: 'j', name: 'Jan' },
      extra: 'x',
    });
    expect(parseSessionUser(text)).toEqual({
      access_token: 'a',
      token_type: 'Bearer',
      scope: 'openid',
      expires_at: 9,
      profile: { sub: 'j', name: 'Jan' },
    });
  });

  it('calls a token expired exactly when the library does', () => {
    const now = Date.now();
    const at = Math.floor(now / 1000);
    for (const expires_at of [at - 1, at, at + 1, undefined]) {
      const library = libraryUser({ expires_at });
      expect(isExpired({ expires_at }, now), String(expires_at)).toBe(library.expired === true);
    }
  });
});
