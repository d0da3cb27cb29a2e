import { routePaths } from '@vonk/domain';
import type { RouteName } from '@vonk/domain';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SHELL_AREAS, shellAreaOf, shellAreaPaths } from './shellAreas.ts';
import { shellAreaFor, shellAreaTables, warmShellArea } from './shellAreaRoutes.ts';
import type { PortalServices } from './session/PortalServices.ts';
import { everyShellArea } from './shellPageRoutes.tsx';

const services = {
  auth: { getUser: () => new Promise<never>(() => {}) },
} as unknown as PortalServices;

/** A path the pattern matches: required parameters filled in, optional ones left out. */
const pathOf = (pattern: string) => pattern.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'x') || '/';

const patternsOf = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [
    ...(route.path === undefined ? [] : [route.path]),
    ...patternsOf(route.children ?? []),
  ]);
const names = Object.keys(routePaths) as RouteName[];
const byPattern = new Map<string, RouteName>(names.map((name) => [routePaths[name].pattern, name]));

describe('shell areas (ADR 151)', () => {
  it("holds every route of an area's table in that area, and no route of the path table elsewhere", () => {
    const tableOf = new Map<RouteName, string>();
    for (const [area, table] of Object.entries(everyShellArea)) {
      for (const pattern of patternsOf(table.areaRoutes(services))) {
        const name = byPattern.get(pattern);
        expect(name, `${area}: ${pattern} is not in the path table`).toBeDefined();
        expect(tableOf.has(name!), `${pattern} in two tables`).toBe(false);
        tableOf.set(name!, area);
      }
    }
    const misplaced = names.filter(
      (name) => shellAreaFor(pathOf(routePaths[name].pattern)) !== tableOf.get(name),
    );
    expect(misplaced).toEqual([]);
    // Every shell page but the landing dashboard is in a table; public pages are in none.
    expect(tableOf.has('dashboard')).toBe(false);
    expect(tableOf.has('unsubscribe')).toBe(false);
    expect(tableOf.size).toBeGreaterThan(30);
  });

  it("names each area's top-level routes: the tables start with them, in their order", () => {
    for (const [area, table] of Object.entries(everyShellArea)) {
      const top = table.areaRoutes(services).map((route) => byPattern.get(route.path!));
      expect(top, area).toEqual(SHELL_AREAS[area as keyof typeof SHELL_AREAS]);
    }
  });

  it('matches whole path segments, in any case, below an area path too', () => {
    const paths = shellAreaPaths(routePaths);
    const invoices = routePaths.invoices.href();
    expect(shellAreaOf(invoices, paths)).toBe('rekeningen');
    expect(shellAreaOf(`${invoices}/`, paths)).toBe('rekeningen');
    expect(shellAreaOf(routePaths.invoiceDetail.href({ invoiceId: 'inv-1' }), paths)).toBe(
      'rekeningen',
    );
    expect(shellAreaOf(`${invoices}/a/b/c`, paths)).toBe('rekeningen');
    expect(shellAreaOf(invoices.toUpperCase(), paths)).toBe('rekeningen');
    expect(shellAreaOf(routePaths.privacyDataRequest.href(), paths)).toBe('mijn-gegevens');
    expect(shellAreaOf(routePaths.demo.href(), paths)).toBe('cms');
    // /overstappen-afronden is a public page, not /overstappen's area.
    expect(shellAreaOf(routePaths.completeTransfer.href(), paths)).toBeUndefined();
    expect(shellAreaOf(`${invoices}x`, paths)).toBeUndefined();
    expect(shellAreaOf(routePaths.dashboard.href(), paths)).toBeUndefined();
    expect(shellAreaOf(routePaths.root.href(), paths)).toBeUndefined();
  });

  it("warms a link's area table, without the link's query; nothing for a link outside the areas", async () => {
    const orders = vi.spyOn(shellAreaTables, 'bestellingen');
    const invoices = vi.spyOn(shellAreaTables, 'rekeningen');
    await warmShellArea(routePaths.orders.href({ pagina: '2' }));
    await warmShellArea(`${routePaths.orderDetail.href({ orderId: 'ORD-1' })}#regels`);
    expect(orders).toHaveBeenCalledTimes(2);
    await warmShellArea(routePaths.dashboard.href());
    await warmShellArea(routePaths.unsubscribe.href());
    expect(invoices).not.toHaveBeenCalled();
    expect(orders).toHaveBeenCalledTimes(2);
  });
});
