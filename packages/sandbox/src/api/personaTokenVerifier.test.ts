import { describe, expect, it } from 'vitest';
import { customerCodes } from '../personas/index.ts';
import {
  fixedPersonaVerifier,
  personaToken,
  personaTokenVerifier,
} from './personaTokenVerifier.ts';

describe('persona tokens (no IdP: MSW and unit tests)', () => {
  it('turn into the claims a real token would carry', async () => {
    expect(await personaTokenVerifier(personaToken('jan'))).toMatchObject({
      sub: 'jan',
      role: 'customer',
    });
    expect(
      await personaTokenVerifier(personaToken('agent-geblokkeerd', customerCodes.piet)),
    ).toEqual({
      sub: 'agent-geblokkeerd',
      role: 'agent',
      agent_locked: true,
      customer_code: customerCodes.piet,
      scope: 'api customer',
    });
  });

  it('are refused for unknown logins and real-looking tokens', async () => {
    await expect(personaTokenVerifier(personaToken('mallory'))).rejects.toThrow();
    await expect(personaTokenVerifier('eyJhbGciOi')).rejects.toThrow();
  });

  it('can be fixed to one persona, whatever token the portal sends', async () => {
    expect(await fixedPersonaVerifier('sanne')('any-token')).toMatchObject({ sub: 'sanne' });
    expect(() => fixedPersonaVerifier('mallory')).toThrow();
  });
});
