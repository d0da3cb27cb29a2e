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
