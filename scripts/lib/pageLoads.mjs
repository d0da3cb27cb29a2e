// What a page load of the portal fetches, as chunkGraph.mjs reads it from the build manifest:
// the entry plus the lazy modules that load takes. Keep these lists true to the app: the bench
// (`npm run bench`) compares them with the files a browser really fetched and names any gap.

/**
 * Lazy modules under these folders are routes (the size budget caps each one), as are the parts
 * of the route tables the router discovers on navigation (ADR 151).
 */
export const ROUTE_FOLDERS = [
  'src/pages/',
  'src/shell/',
  'src/shellAreaRoutes.ts',
  'src/shellRoutes/',
  'src/publicPageRoutes.tsx',
];

/** index.html's early script runs on every page (ADR 085); on the landing page it warms it. */
const also = ['src/warmLanding.ts'];

/** What every signed-in page loads: the shell route and the idle-session watch it starts. */
export const SHELL_TAKES = ['src/shell/AuthenticatedShell.tsx', 'src/shell/IdleSession.tsx'];

/**
 * A logged-in /dashboard: the shell, the dashboard route, and the idle-session watch every
 * signed-in page starts (the bench found it fetched but not counted here).
 */
export const DASHBOARD_LOAD = {
  entry: 'index.html',
  also,
  takes: [SHELL_TAKES[0], 'src/pages/dashboard/DashboardPage.tsx', SHELL_TAKES[1]],
};

/** Which shell area holds a path, and the loaders of the areas' route tables (ADR 151). */
export const SHELL_AREA_INDEX = 'src/shellAreaRoutes.ts';

/**
 * A cold load of another shell route (shellRoutes.mjs): the shell, the areas' index and its area's
 * route table, which the router discovers (ADR 151), and the page modules of every route it
 * matches.
 * @param {{ table: string, takes: string[] }} route
 */
export const shellRouteLoad = (route) => ({
  entry: 'index.html',
  also,
  takes: [...SHELL_TAKES, SHELL_AREA_INDEX, route.table, ...route.takes],
});

/** /404: a public page without the shell. */
export const NOT_FOUND_LOAD = {
  entry: 'index.html',
  also,
  takes: ['src/pages/404/NotFoundPage.tsx'],
};
