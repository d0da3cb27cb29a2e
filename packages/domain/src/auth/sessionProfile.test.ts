import { describe, expect, it } from 'vitest';
import { User } from 'oidc-client-ts';
import { sessionProfile } from './SessionProfile.ts';
import { createNonce } from './createNonce.ts';
import { tokenTimes } from './tokenTimes.ts';
import { jwt } from '../testing/fakeIdp.ts';

const user = (
  profile: Record<string, unknown>,
  extra: Partial<ConstructorParameters<typeof User>[0]> = {},
) =>
  new User({
    access_token: 'opaque',
    token_type: 'Bearer',
    profile: { sub: 's', iss: 'i', aud: 'a', exp: 0, iat: 0, ...profile },
    ...extra,
  });

describe('sessionProfile', () => {
  it('defaults a bare profile to a customer', () => {
    expect(sessionProfile(user({}))).toEqual({
      name: '',
      username: '',
      role: 'customer',
      agentLocked: false,
      customerCode: null,
      acr: null,
    });
  });

  it('falls back to the username for the name and reads agent_locked "true"', () => {
    expect(
      sessionProfile(user({ preferred_username: 'agent7', role: 'agent', agent_locked: 'true' })),
    ).toMatchObject({
      name: 'agent7',
      role: 'agent',
      agentLocked: true,
    });
  });
});

describe('createNonce', () => {
  it('is 45 URL-safe characters by default (spec §5) and random', () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[\w-]{45}$/);
    expect(createNonce()).not.toBe(nonce);
  });
});

describe('tokenTimes', () => {
  it('reads iat/exp from a JWT access token', () => {
    expect(tokenTimes(user({}, { access_token: jwt({ iat: 10, exp: 310 }) }), 0)).toEqual({
      issuedAt: 10,
      expiresAt: 310,
    });
  });

  it("anchors a JWT's lifetime at expires_at, on this browser's clock (spec §5 skew)", () => {
    // The IdP's clock says 10..310; this browser's clock is 10 minutes ahead or behind.
    const token = jwt({ iat: 10, exp: 310 });
    expect(tokenTimes(user({}, { access_token: token, expires_at: 910 }), 0)).toEqual({
      issuedAt: 610,
      expiresAt: 910,
    });
    expect(tokenTimes(user({}, { access_token: token, expires_at: -290 }), 0)).toEqual({
      issuedAt: -590,
      expiresAt: -290,
    });
  });

  it('takes an opaque token lifetime from expires_at at load time', () => {
    expect(tokenTimes(user({}, { expires_at: 1300 }), 1_000_000)).toEqual({
      issuedAt: 1000,
      expiresAt: 1300,
    });
    expect(tokenTimes(user({}, { expires_at: 900 }), 1_000_000)).toEqual({
      issuedAt: 1000,
      expiresAt: 1000,
    });
  });

  it('gives up without expiry', () => {
    expect(tokenTimes(user({}), 0)).toBeNull();
    expect(tokenTimes(user({}, { access_token: 'a.%%%.c' }), 0)).toBeNull();
  });
});
