// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { oidcStorePrefix } from './storedSession.ts';
import { userManagerSettings } from './userManagerSettings.ts';

describe('userManagerSettings', () => {
  it('keeps the user and the login state under the prefix storedSession reads (ADR 032, 107)', async () => {
    const storage = memoryStorage();
    const settings = userManagerSettings(
      { authority: 'http://idp', clientId: 'vonk-portal', redirectUri: 'http://portal/cb' },
      storage,
      'portal:5173',
    );
    await settings.userStore?.set('user:http://idp:vonk-portal', '{}');
    await settings.stateStore?.set('state-1', '{}');
    const prefix = oidcStorePrefix('portal:5173');
    expect(storage.getItem(`${prefix}state-1`)).toBe('{}');
    expect(storage.getItem(`${prefix}user:http://idp:vonk-portal`)).toBe('{}');
    expect(storage).toHaveLength(2);
  });

  it('asks for the portal scopes and keeps acr, which carries the agent customer id', () => {
    const settings = userManagerSettings(
      { authority: 'http://idp', clientId: 'vonk-portal', redirectUri: 'http://portal/cb' },
      memoryStorage(),
      'portal:5173',
    );
    expect(settings.scope).toBe('openid api customer');
    expect(settings.filterProtocolClaims).not.toContain('acr');
  });
});
