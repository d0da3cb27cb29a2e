import { describe, expect, it } from 'vitest';
import { routePaths } from '../navigation/routePaths.ts';
import { initialOrderRedirectGuard, transferGuard } from './orderGuards.ts';

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
    ).toEqual({ redirect: routePaths.ordersHome.href() });
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

describe('transferGuard (spec §2.3 only when transfer is allowed)', () => {
  const converged = (transferAllowed: boolean) => ({
    hasConvergedInfo: true,
    isFmcUser: false,
    transferAllowed,
    transferReference: null,
  });

  it('sends a customer without transfer to the dashboard', () => {
    expect(transferGuard({ converged: converged(false) })).toEqual({
      redirect: routePaths.dashboard.href(),
    });
  });

  it('lets a customer with transfer in, and does not block on unknown data', () => {
    expect(transferGuard({ converged: converged(true) })).toEqual({ allow: true });
    expect(transferGuard({ converged: null })).toEqual({ allow: true });
  });
});
