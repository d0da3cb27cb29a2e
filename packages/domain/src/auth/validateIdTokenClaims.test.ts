import { describe, expect, it } from 'vitest';
import { validateIdTokenClaims } from './validateIdTokenClaims.ts';

const now = 1_700_000_000;
const valid = {
  iss: 'http://localhost:4001',
  aud: 'vonk-portal',
  sub: 'jan',
  iat: now,
  exp: now + 3600,
};
const expect_ = { issuer: 'http://localhost:4001/', clientId: 'vonk-portal', now: now * 1000 };

describe('validateIdTokenClaims (spec §5, clock skew 10 minutes)', () => {
  it.each([
    ['valid', {}, null],
    ['audience list', { aud: ['other', 'vonk-portal'] }, null],
    ['wrong audience', { aud: 'other' }, 'audience'],
    ['no subject', { sub: '' }, 'subject'],
    ['wrong issuer', { iss: 'http://evil' }, 'issuer'],
    ['issued 600 s ahead', { iat: now + 600 }, null],
    ['issued 601 s ahead', { iat: now + 601 }, 'issued-at'],
    ['expired 600 s ago', { exp: now - 600 }, null],
    ['expired 601 s ago', { exp: now - 601 }, 'expiry'],
    ['no exp', { exp: undefined }, 'expiry'],
  ])('%s', (_name, patch, expected) => {
    expect(validateIdTokenClaims({ ...valid, ...patch }, expect_)).toBe(expected);
  });
});

describe('an agent login is fresh (ADR 127): auth_time not before the request, on the IdP clock', () => {
  const requested = { ...expect_, loginRequestedAt: (now - 60) * 1000 };
  it.each([
    ['logged in after the request', { auth_time: now - 30 }, null],
    ['logged in 5 s before (whole seconds, latency)', { auth_time: now - 65 }, null],
    ['an IdP session from 6 s before the request', { auth_time: now - 66 }, 'auth-time'],
    ['an IdP session from an hour before', { auth_time: now - 3600 }, 'auth-time'],
    ['no auth_time', {}, 'auth-time'],
    // The IdP's clock runs 300 s behind: iat says so, the same login is still fresh.
    ['IdP clock 300 s behind', { iat: now - 300, auth_time: now - 330 }, null],
    ['IdP clock 300 s behind, old session', { iat: now - 300, auth_time: now - 400 }, 'auth-time'],
  ])('%s', (_name, patch, expected) => {
    expect(validateIdTokenClaims({ ...valid, ...patch }, requested)).toBe(expected);
  });

  it('asks nothing of a customer login', () => {
    expect(validateIdTokenClaims(valid, expect_)).toBeNull();
  });
});
