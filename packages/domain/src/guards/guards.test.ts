import { describe, expect, it } from 'vitest';
import { routePaths } from '../navigation/routePaths.ts';
import { product } from '../testing/fixtures.ts';
import {
  cmsGuard,
  convergedGuard,
  demoGuard,
  firstBlocking,
  migratedUrl,
  migratedUrlGuard,
  outagesGuard,
  productionGuard,
  showHouseholdLink,
  showTransferLink,
  subscriptionGuard,
} from './guards.ts';

const converged = (
  hasConvergedInfo: boolean,
  transferAllowed = false,
  transferReference: string | null = null,
) => ({
  hasConvergedInfo,
  isFmcUser: false,
  transferAllowed,
  transferReference,
});

describe('guards (spec §2.1, §2.3, §2.6, §6)', () => {
  const to = (route: keyof typeof routePaths) => ({ redirect: routePaths[route].href() });

  it.each([
    [{ converged: converged(false) }, to('ordersHome')],
    [{ account: { noConvergedInfoYet: true } }, to('ordersHome')],
    [{ converged: converged(true), account: { noConvergedInfoYet: false } }, { allow: true }],
    [{}, { allow: true }],
  ])('converged guard %j', (data, expected) => {
    expect(convergedGuard(data)).toEqual(expected);
  });

  it.each([
    [{ status: 'Active', isSubscribedAtFixed: true }, { allow: true }],
    [{ status: 'InitialOrderInProgress', isSubscribedAtFixed: false }, to('orders')],
    [{ status: 'Active', isSubscribedAtFixed: false }, to('orders')],
    [null, { allow: true }],
  ] as const)('subscription guard %j', (status, expected) => {
    expect(subscriptionGuard({ status })).toEqual(expected);
  });

  it.each([
    [{ isSubscribedAtFixed: true }, { allow: true }],
    [{ isSubscribedAtFixed: false }, to('dashboard')],
    [null, { allow: true }],
  ])('outages guard %j', (account, expected) => {
    expect(outagesGuard({ account })).toEqual(expected);
  });

  it.each([
    [{ cmsFeatureIsEnabled: true }, { allow: true }],
    [{ cmsFeatureIsEnabled: false }, to('notFound')],
    [{}, to('notFound')],
  ])('CMS guard %j', (features, expected) => {
    expect(cmsGuard(features)).toEqual(expected);
  });

  it('demo guard needs the demo switch', () => {
    expect(demoGuard({ switches: { demo: true } })).toEqual({ allow: true });
    expect(demoGuard({ switches: {} })).toEqual(to('notFound'));
  });

  it('production guard redirects to /dashboard in production only', () => {
    expect(productionGuard({ production: true })).toEqual(to('dashboard'));
    expect(productionGuard({ production: false })).toEqual({ allow: true });
  });

  it.each([
    ['https://www.vonk.example', '/facturen/2026', 'https://www.vonk.example/my/facturen/2026'],
    ['https://www.vonk.example/', 'facturen', 'https://www.vonk.example/my/facturen'],
  ])('migratedUrl(%s, %s) → %s', (site, url, expected) => {
    expect(migratedUrl(site, url)).toBe(expected);
  });

  it('migrated routes leave the app; the switch variant only while its feature is on', () => {
    const flags = (on: boolean) => ({
      mainSite: 'https://www.vonk.example',
      features: { settings2MagentaFeatureIsEnabled: on },
    });
    expect(migratedUrlGuard({ migratedUrl: '/facturen' }, flags(false))).toEqual({
      redirect: 'https://www.vonk.example/my/facturen',
      external: true,
    });
    const switched = {
      migratedUrl: '/account',
      featureSwitch: 'settings2MagentaFeatureIsEnabled',
    } as const;
    expect(migratedUrlGuard(switched, flags(true))).toEqual({
      redirect: 'https://www.vonk.example/my/account',
      external: true,
    });
    expect(migratedUrlGuard(switched, flags(false))).toEqual({ allow: true });
  });

  it('transfer links only when allowed / with a reference', () => {
    expect(showTransferLink(converged(true, true))).toBe(true);
    expect(showTransferLink(converged(true, false))).toBe(false);
    expect(showTransferLink(null)).toBe(false);
  });

  it('household link only with current internet', () => {
    expect(showHouseholdLink({ currentInternet: product('Internet') })).toBe(true);
    expect(showHouseholdLink({ currentInternet: null })).toBe(false);
    expect(showHouseholdLink(undefined)).toBe(false);
  });

  it('firstBlocking returns the first non-allow', () => {
    expect(firstBlocking({ allow: true }, { redirect: '/a' }, { redirect: '/b' })).toEqual({
      redirect: '/a',
    });
    expect(firstBlocking({ allow: true })).toEqual({ allow: true });
  });
});
