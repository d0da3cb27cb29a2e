// What a page load of the portal fetches, as chunkGraph.mjs reads it from the build manifest:
// the entry plus the lazy modules that load takes. Keep these lists true to the app: the bench
// (`npm run bench`) compares them with the files a browser really fetched and names any gap.

/**
 * Lazy modules under these folders are routes (the size budget caps each one), as are the parts
 * of the route table the router discovers on navigation (ADR 092).
 */
export const ROUTE_FOLDERS = [
  'src/pages/',
  'src/shell/',
  'src/shellPageRoutes.tsx',
  'src/publicPageRoutes.tsx',
];

/** index.html's early script runs on every page (ADR 085); on the landing page it warms it. */
const also = ['src/warmLanding.ts'];

/**
 * A logged-in /dashboard: the shell route, the dashboard route, and the idle-session watch every
 * signed-in page starts (the bench found it fetched but not counted here).
 */
export const DASHBOARD_LOAD = {
  entry: 'index.html',
  also,
  takes: [
    'src/shell/AuthenticatedShell.tsx',
    'src/pages/dashboard/DashboardPage.tsx',
    'src/shell/IdleSession.tsx',
  ],
};

/** /404: a public page without the shell. */
export const NOT_FOUND_LOAD = {
  entry: 'index.html',
  also,
  takes: ['src/pages/404/NotFoundPage.tsx'],
};
