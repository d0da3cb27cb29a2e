import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumbTrail.ts';

const shell = { pathname: '/', handle: {} };
const dashboard = { pathname: '/dashboard', handle: { title: 'dashboard.title' as const } };

describe('breadcrumbTrail (spec §2.3 route data)', () => {
  it('gives one crumb per titled route, untitled routes skipped', () => {
    expect(breadcrumbTrail([shell, dashboard])).toEqual([
      { title: 'dashboard.title', href: '/dashboard' },
    ]);
  });

  it('points instellingen at its breadcrumb target /instellingen/tv', () => {
    const trail = breadcrumbTrail([
      shell,
      {
        pathname: '/instellingen',
        handle: { title: 'route.instellingen', breadcrumbTarget: '/instellingen/tv' },
      },
    ]);
    expect(trail).toEqual([{ title: 'route.instellingen', href: '/instellingen/tv' }]);
  });

  it('keeps the current page after a parent that targets it', () => {
    const trail = breadcrumbTrail([
      {
        pathname: '/instellingen',
        handle: { title: 'route.instellingen', breadcrumbTarget: '/instellingen/tv' },
      },
      { pathname: '/instellingen/tv', handle: { title: 'route.instellingenTv' } },
    ]);
    expect(trail.map((c) => c.title)).toEqual(['route.instellingen', 'route.instellingenTv']);
  });

  it('prefers breadCrumbTitle over title', () => {
    const trail = breadcrumbTrail([
      {
        pathname: '/mijn-gegevens',
        handle: { title: 'route.mijnGegevens', breadCrumbTitle: 'route.adresgegevens' },
      },
    ]);
    expect(trail).toEqual([{ title: 'route.adresgegevens', href: '/mijn-gegevens' }]);
  });

  it('drops the parent when a route ignores it', () => {
    const trail = breadcrumbTrail([
      { pathname: '/klantvoordeel', handle: { title: 'route.klantvoordeel' } },
      {
        pathname: '/klantvoordeel/afmelden',
        handle: { title: 'route.klantvoordeelAfmelden', ignoreBreadcrumbParent: true },
      },
    ]);
    expect(trail).toEqual([
      { title: 'route.klantvoordeelAfmelden', href: '/klantvoordeel/afmelden' },
    ]);
  });

  it('nests child routes under their parent', () => {
    const trail = breadcrumbTrail([
      { pathname: '/gebruikskosten', handle: { title: 'route.gebruikskosten' } },
      { pathname: '/gebruikskosten/bellen', handle: { title: 'route.gebruikskostenBellen' } },
    ]);
    expect(trail.map((c) => c.href)).toEqual(['/gebruikskosten', '/gebruikskosten/bellen']);
  });
});
