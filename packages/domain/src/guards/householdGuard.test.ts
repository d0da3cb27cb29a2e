import { describe, expect, it } from 'vitest';
import { routePaths } from '../navigation/routePaths.ts';
import { householdGuard } from './householdGuard.ts';

const internet = {
  technicalId: 'INT-1001',
  name: 'Internet Giga',
  displayName: 'Internet Giga',
  price: 69.5,
  inServiceDate: '2021-03-15',
  wishDate: null,
};

describe('householdGuard (spec §2.3 Klantvoordeel only with current internet)', () => {
  it('sends a customer without current internet to the dashboard', () => {
    expect(householdGuard({ subscription: { currentInternet: null } })).toEqual({
      redirect: routePaths.dashboard.href(),
    });
  });

  it('lets a customer with current internet in', () => {
    expect(householdGuard({ subscription: { currentInternet: internet } })).toEqual({
      allow: true,
    });
  });

  it('does not block on an unknown subscription: the page shows its own error', () => {
    expect(householdGuard({ subscription: null })).toEqual({ allow: true });
    expect(householdGuard({})).toEqual({ allow: true });
  });
});
