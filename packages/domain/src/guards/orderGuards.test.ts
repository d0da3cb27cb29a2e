import { describe, expect, it } from 'vitest';
import { routePaths } from '../navigation/routePaths.ts';
import { initialOrderRedirectGuard, transferGuard } from './orderGuards.ts';

const status = (value: 'Active' | 'InitialOrderInProgress') => ({
  status: value,
  isSubscribedAtFixed: value === 'Active',
});

describe('initialOrderRedirectGuard (ADR 039)', () => {
  it('sends a customer whose initial order is done on to /bestellingen when the flag is on', () => {
    expect(
      initialOrderRedirectGuard({
        features: { initialOrderRedirectFeatureIsEnabled: true },
        status: status('Active'),
      }),
    ).toEqual({ redirect: routePaths.orders.href() });
  });

  it.each([
    [{}, status('Active')],
    [{ initialOrderRedirectFeatureIsEnabled: false }, status('Active')],
    [{ initialOrderRedirectFeatureIsEnabled: true }, status('InitialOrderInProgress')],
    [{ initialOrderRedirectFeatureIsEnabled: true }, null],
  ])('lets /bestellingen/thuis open with flags %j and status %j', (features, value) => {
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
