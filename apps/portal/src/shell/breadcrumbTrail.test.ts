import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumbTrail.ts';
import { routePaths } from '@vonk/domain';

const shell = { pathname: '/', handle: {} };
const dashboard = {
  pathname: routePaths.dashboard.href(),
  handle: { title: 'dashboard.title' as const },
};

describe('breadcrumbTrail (spec §2.3 route data)', () => {
  it('gives one crumb per titled route, untitled routes skipped', () => {
    expect(breadcrumbTrail([shell, dashboard])).toEqual([
      { title: 'dashboard.title', href: routePaths.dashboard.href() },
    ]);
  });

  it('points instellingen at its breadcrumb target /instellingen/tv', () => {
    const trail = breadcrumbTrail([
      shell,
      {
        pathname: routePaths.settings.href(),
        handle: { title: 'route.instellingen', breadcrumbTarget: 'tvSettings' },
      },
    ]);
    expect(trail).toEqual([{ title: 'route.instellingen', href: routePaths.tvSettings.href() }]);
  });

  it('keeps the current page after a parent that targets it', () => {
    const trail = breadcrumbTrail([
      {
        pathname: routePaths.settings.href(),
        handle: { title: 'route.instellingen', breadcrumbTarget: 'tvSettings' },
      },
      { pathname: routePaths.tvSettings.href(), handle: { title: 'route.instellingenTv' } },
    ]);
    expect(trail.map((c) => c.title)).toEqual(['route.instellingen', 'route.instellingenTv']);
  });

  it('prefers breadCrumbTitle over title', () => {
    const trail = breadcrumbTrail([
      {
        pathname: routePaths.myData.href(),
        handle: { title: 'route.mijnGegevens', breadCrumbTitle: 'route.adresgegevens' },
      },
    ]);
    expect(trail).toEqual([{ title: 'route.adresgegevens', href: routePaths.myData.href() }]);
  });

  it('drops the parent when a route ignores it', () => {
    const trail = breadcrumbTrail([
      { pathname: routePaths.household.href(), handle: { title: 'route.klantvoordeel' } },
      {
        pathname: routePaths.householdUnsubscribe.href(),
        handle: { title: 'route.klantvoordeelAfmelden', ignoreBreadcrumbParent: true },
      },
    ]);
    expect(trail).toEqual([
      { title: 'route.klantvoordeelAfmelden', href: routePaths.householdUnsubscribe.href() },
    ]);
  });

  it('nests child routes under their parent', () => {
    const trail = breadcrumbTrail([
      { pathname: routePaths.usage.href(), handle: { title: 'route.gebruikskosten' } },
      { pathname: routePaths.usageCalls.href(), handle: { title: 'route.gebruikskostenBellen' } },
    ]);
    expect(trail.map((c) => c.href)).toEqual([
      routePaths.usage.href(),
      routePaths.usageCalls.href(),
    ]);
  });
});
