import { describe, expect, it } from 'vitest';
import { product } from '../testing/fixtures.ts';
import {
  cmsGuard,
  convergedGuard,
  demoGuard,
  firstBlocking,
  loginGuard,
  migratedUrl,
  migratedUrlGuard,
  outagesGuard,
  productionGuard,
  showHouseholdLink,
  showTransferLink,
  subscriptionGuard,
  transferCompletionPath,
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
  it.each([
    [true, { allow: true }],
    [false, { signIn: true }],
  ])('login guard, logged in %s', (loggedIn, expected) => {
    expect(loginGuard({ loggedIn })).toEqual(expected);
  });

  it.each([
    [{ converged: converged(false) }, { redirect: '/bestellingen/thuis' }],
    [{ account: { noConvergedInfoYet: true } }, { redirect: '/bestellingen/thuis' }],
    [{ converged: converged(true), account: { noConvergedInfoYet: false } }, { allow: true }],
    [{}, { allow: true }],
  ])('converged guard %j', (data, expected) => {
    expect(convergedGuard(data)).toEqual(expected);
  });

  it.each([
    [{ status: 'Active', isSubscribedAtFixed: true }, { allow: true }],
    [
      { status: 'InitialOrderInProgress', isSubscribedAtFixed: false },
      { redirect: '/bestellingen' },
    ],
    [{ status: 'Active', isSubscribedAtFixed: false }, { redirect: '/bestellingen' }],
    [null, { allow: true }],
  ] as const)('subscription guard %j', (status, expected) => {
    expect(subscriptionGuard({ status })).toEqual(expected);
  });

  it.each([
    [{ isSubscribedAtFixed: true }, { allow: true }],
    [{ isSubscribedAtFixed: false }, { redirect: '/dashboard' }],
    [null, { allow: true }],
  ])('outages guard %j', (account, expected) => {
    expect(outagesGuard({ account })).toEqual(expected);
  });

  it.each([
    [{ cmsFeatureIsEnabled: true }, { allow: true }],
    [{ cmsFeatureIsEnabled: false }, { redirect: '/404' }],
    [{}, { redirect: '/404' }],
  ])('CMS guard %j', (features, expected) => {
    expect(cmsGuard(features)).toEqual(expected);
  });

  it('demo guard needs the demo switch', () => {
    expect(demoGuard({ switches: { demo: true } })).toEqual({ allow: true });
    expect(demoGuard({ switches: {} })).toEqual({ redirect: '/404' });
  });

  it('production guard redirects to /dashboard in production only', () => {
    expect(productionGuard({ production: true })).toEqual({ redirect: '/dashboard' });
    expect(productionGuard({ production: false })).toEqual({ allow: true });
  });

  it.each([
    ['https://www.vonk.example', '/instellingen/tv', 'https://www.vonk.example/my/instellingen/tv'],
    ['https://www.vonk.example/', 'rekeningen', 'https://www.vonk.example/my/rekeningen'],
  ])('migratedUrl(%s, %s) → %s', (site, url, expected) => {
    expect(migratedUrl(site, url)).toBe(expected);
  });

  it('migrated routes leave the app; the switch variant only while its feature is on', () => {
    const flags = (on: boolean) => ({
      mainSite: 'https://www.vonk.example',
      features: { settings2MagentaFeatureIsEnabled: on },
    });
    expect(migratedUrlGuard({ migratedUrl: '/rekeningen' }, flags(false))).toEqual({
      redirect: 'https://www.vonk.example/my/rekeningen',
      external: true,
    });
    const switched = {
      migratedUrl: '/instellingen',
      featureSwitch: 'settings2MagentaFeatureIsEnabled',
    } as const;
    expect(migratedUrlGuard(switched, flags(true))).toEqual({
      redirect: 'https://www.vonk.example/my/instellingen',
      external: true,
    });
    expect(migratedUrlGuard(switched, flags(false))).toEqual({ allow: true });
  });

  it('transfer links only when allowed / with a reference', () => {
    expect(showTransferLink(converged(true, true))).toBe(true);
    expect(showTransferLink(converged(true, false))).toBe(false);
    expect(showTransferLink(null)).toBe(false);
    expect(transferCompletionPath(converged(true, true, 'REF 1'))).toBe(
      '/overstappen-afronden/REF%201',
    );
    expect(transferCompletionPath(converged(true, true))).toBeNull();
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
