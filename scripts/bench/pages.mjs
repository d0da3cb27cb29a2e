// The three pages the bench compares, how a browser knows each is there, and the login at the
// sandbox identity provider that the logged-in dashboard needs first.
import { devices } from 'playwright-core';
import { routePaths } from '../../packages/domain/src/navigation/routePaths.ts';

export const PERSONA = { username: 'jan', password: 'welkom' };

/** The e2e browser settings (playwright.config.ts): desktop Chrome, Dutch, Amsterdam. */
export const BENCH_CONTEXT = {
  ...devices['Desktop Chrome'],
  locale: 'nl-NL',
  timezoneId: 'Europe/Amsterdam',
};

/** A dashboard tile showing its content (not its skeleton, not its error): spec §2.3 tiles. */
export const TILE_WITH_CONTENT = 'main section > :is(p, ul)';

/** IdP login form (packages/sandbox/src/idp/pages.ts). */
export const IDP_FORM = {
  username: '#username',
  password: '#password',
  submit: 'button[type=submit]',
};

/** The pages at the origins the browsers load (servers.mjs `benchOrigins`). */
export const benchPages = (origins) => [
  { id: 'floorC', label: 'floor C', url: `${origins.floorC}/`, ready: 'text=Welkom, Jan.' },
  {
    id: 'notFound',
    label: '`/404`',
    url: `${origins.portal}${routePaths.notFound.href()}`,
    ready: 'h1 >> text=Sorry! Wij kunnen de pagina niet vinden.',
  },
  {
    id: 'dashboard',
    label: '`/dashboard`, logged in',
    url: `${origins.portal}${routePaths.dashboard.href()}`,
    ready: TILE_WITH_CONTENT,
    logIn: true,
  },
];

// Spec §2.1: the routes without the shell. Every other route in the path table is a shell route
// the tour visits, so a new screen joins the tour by being added to the table.
export const PUBLIC_ROUTES = new Set([
  'root',
  'error',
  'maintenance',
  'logout',
  'authCallback',
  'agentLogin',
  'notFound',
  'unsubscribe',
  'returnLabel',
  'completeTransfer',
  'newUsername',
  'taskFeedback',
]);

/**
 * The hrefs of every shell route in routePaths, in the table's order. A route with a required
 * parameter (an order's detail page) needs a value the persona has, which the path table does not
 * know: the tour leaves it out (its reads are the list page's plus one; e2e/preload.spec.ts holds it).
 */
export const shellRoutes = Object.entries(routePaths)
  .filter(([name, path]) => !PUBLIC_ROUTES.has(name) && !/\/:[^/?]+(\/|$)/.test(path.pattern))
  .map(([, path]) => path.href());
