import { describe, expect, it } from 'vitest';
import { initialOrderRedirectGuard } from './orderGuards.ts';

const status = (value: 'Active' | 'InitialOrderInProgress') => ({
  status: value,
  isSubscribedAtFixed: value === 'Active',
});

describe('initialOrderRedirectGuard (ADR 039)', () => {
  it('sends a customer whose initial order runs to /bestellingen/thuis when the flag is on', () => {
    expect(
      initialOrderRedirectGuard({
        features: { initialOrderRedirectFeatureIsEnabled: true },
        status: status('InitialOrderInProgress'),
      }),
    ).toEqual({ redirect: '/bestellingen/thuis' });
  });

  it.each([
    [{}, status('InitialOrderInProgress')],
    [{ initialOrderRedirectFeatureIsEnabled: false }, status('InitialOrderInProgress')],
    [{ initialOrderRedirectFeatureIsEnabled: true }, status('Active')],
    [{ initialOrderRedirectFeatureIsEnabled: true }, null],
  ])('lets the list open with flags %j and status %j', (features, value) => {
    expect(initialOrderRedirectGuard({ features, status: value })).toEqual({ allow: true });
  });
});
