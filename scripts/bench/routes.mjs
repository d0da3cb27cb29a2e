// The shell routes the bench loads cold and tours (issue #34): every route of the areas' route
// tables (apps/portal/src/shellRoutes/, read by scripts/lib/shellRoutes.mjs as `npm run size` does)
// and the dashboard, each opened by a persona whose data shows it (as e2e/routes.spec.ts does), and
// when a route counts as there: its h1 and content, no skeleton, spinner or loading bar.
import { routePaths } from '../../packages/domain/src/navigation/routePaths.ts';
import { shellRoutes as tableRoutes } from '../lib/shellRoutes.mjs';

/** The persona of every route not named in ROUTE_LANDINGS: most of the sandbox's data is jan's. */
export const DEFAULT_PERSONA = 'jan';
/** The sandbox's password for every persona (packages/sandbox/src/personas). */
export const PERSONA_PASSWORD = 'welkom';

/**
 * Who lands on a route, when not jan, and the parameters its path needs: a value the persona's
 * data has (e2e/rekeningen-detail.spec.ts, e2e/keyboard-journeys.spec.ts, e2e/routes.spec.ts).
 */
export const ROUTE_LANDINGS = {
  invoiceDetail: { params: { invoiceId: 'inv-2026100001' } },
  orderDetail: { params: { orderId: 'ORD-1012' } },
  orderWithdrawal: { params: { orderId: 'ORD-1012' } },
  // Current outages to show (jan has none).
  outages: { persona: 'storing' },
  // Only while a transfer is allowed.
  transfer: { persona: 'sanne' },
  // The root stays itself only for a member (others go on to a step, ADR 042).
  household: { persona: 'storing' },
  householdSignUpNotPossible: { persona: 'bezorging' },
  // The CMS feature flag.
  cms: { persona: 'sanne' },
};

/** Shell routes the bench leaves out, and why: the table says when one is added. */
export const NOT_BENCHED = {
  householdPending: 'shown only after a sign-up, a write the bench does not make',
  demo: 'the design-system showcase, not a customer page',
};

/**
 * @typedef {{ name: string, href: string, pattern: string, persona: string, table: string | null,
 *   takes: string[] | null }} BenchRoute `table`: its area's route table; `takes`: the table's
 *   lazy modules of its cold load (both null: the dashboard, whose load is pageLoads.mjs
 *   DASHBOARD_LOAD).
 */

/**
 * The dashboard and every benched route of a route table, in the table's order.
 * @param {{ name: string }[]} table `shellRoutes()` of scripts/lib/shellRoutes.mjs
 * @returns {BenchRoute[]}
 */
export function benchRoutes(table = tableRoutes()) {
  const byName = new Map(table.map((route) => [route.name, route]));
  const names = ['dashboard', ...table.map((route) => route.name)];
  return names
    .filter((name) => !Object.hasOwn(NOT_BENCHED, name))
    .map((name) => {
      const path = routePaths[name];
      if (!path) throw new Error(`The route table names ${name}, the path table does not.`);
      const landing = ROUTE_LANDINGS[name] ?? {};
      const href = path.href(landing.params);
      if (/\/:/.test(href)) throw new Error(`${name} needs parameters in ROUTE_LANDINGS: ${href}`);
      return {
        name,
        href,
        pattern: path.pattern,
        persona: landing.persona ?? DEFAULT_PERSONA,
        table: byName.get(name)?.table ?? null,
        takes: byName.get(name)?.takes ?? null,
      };
    });
}

/**
 * The routes `--routes` asks for (a comma-separated list of paths, patterns or routePaths names:
 * `/dashboard,/rekeningen`, `/rekeningen/:invoiceId`, `invoiceDetail`), in the table's order;
 * every route when it is absent. An unknown one is an error that lists the known.
 * @param {BenchRoute[]} all
 * @param {string[] | undefined} asked
 */
export function selectRoutes(all, asked) {
  if (!asked) return all;
  const unknown = asked.filter(
    (item) => !all.some((r) => r.href === item || r.pattern === item || r.name === item),
  );
  if (unknown.length > 0)
    throw new Error(
      `--routes: unknown ${unknown.join(', ')}. Known: ${all.map((r) => r.href).join(', ')}.`,
    );
  return all.filter((r) => asked.some((item) => [r.href, r.pattern, r.name].includes(item)));
}

/** The routes grouped by persona, each group in the table's order: one login per group. */
export function byPersona(routes) {
  const groups = new Map();
  for (const route of routes) {
    if (!groups.has(route.persona)) groups.set(route.persona, []);
    groups.get(route.persona).push(route);
  }
  return [...groups.entries()].map(([persona, list]) => ({ persona, routes: list }));
}

/**
 * Runs IN THE PAGE (Playwright `waitForFunction`, the route-change observer): whether `pathname`
 * shows its content. The shell renders the h1 from the route's handle, so an h1 alone is not
 * enough: main must also hold text after the h1 and nothing that is still loading (a Skeleton, a
 * Spinner, an `aria-busy` region, the shell's loading bar).
 * @param {string} [pathname] the route's path; without it, whatever the page is at
 */
export function contentReady(pathname) {
  if (pathname !== undefined && location.pathname !== pathname) return false;
  const main = document.querySelector('main');
  const h1 = main?.querySelector('h1');
  if (!h1 || !h1.textContent?.trim()) return false;
  if (main.querySelector('[aria-busy="true"], [data-skeleton], [role="status"] [data-spinner]'))
    return false;
  if (document.querySelector('[data-loading-state="loading"]')) return false;
  const content = main.querySelectorAll('p, li, td, dd, label, legend, h2, h3, a, button');
  return [...content].some(
    (element) =>
      !h1.contains(element) &&
      (h1.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
      Boolean(element.textContent?.trim()),
  );
}
