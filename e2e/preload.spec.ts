import { expect, test } from '@playwright/test';
import { logInAtIdp, resetSandbox } from './support/session.ts';
import { routePaths } from './support/routePaths.ts';

// Spec §2.5, each source named as the spec names it, with the path the sandbox serves.
const SPEC_PRELOADS = {
  'subscription status': '/api/subscription/status',
  'customer subscription': '/api/subscription',
  'streaming-service customer': '/api/entertainment/viaplay',
  'online-security customer': '/api/fsecure/customer',
  'converged status': '/api/converged',
  'outage incidents': '/api/outages/incidents',
  'open remote-support requests': '/api/remotemechanic/open',
  'TV settings': '/api/tvsettings',
  'feature configuration': '/api/features',
  'account details': '/api/account',
  'basic account details (initials)': '/api/account/basic',
  'GDPR data': '/api/gdpr/availability',
  'phone numbers': '/api/voipsettings',
  'household subscribe address': '/api/household/subscribeaddress',
  'available internet products': '/api/products/internet',
};

// The dashboard's own reads (its route loader, apps/portal/src/pages/dashboard/reads.ts): issue #10
// starts them in the same round as the preloads, so the LCP tile does not wait for them.
const DASHBOARD_READS = [
  '/api/invoices',
  '/api/invoices/openbalance',
  '/api/orders/open',
  '/api/household/dashboardaddress',
];

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('all 15 sources of spec §2.5 and the dashboard’s own reads load in one parallel round, each once', async ({
  page,
}) => {
  const started: string[] = [];
  const configFetches: string[] = [];
  const finished: string[] = [];
  let startedBeforeFirstAnswer: number | null = null;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
      started.push(`${url.pathname}${url.search}`);
    }
    if (url.pathname === '/config.json') configFetches.push(request.url());
  });
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    finished.push(url.pathname);
    startedBeforeFirstAnswer ??= started.length;
  });

  await page.goto(routePaths.dashboard.href());
  await logInAtIdp(page, 'jan');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Rekeningen' }).getByText(/Openstaand/),
  ).toBeVisible();

  const preloads = [...Object.values(SPEC_PRELOADS), ...DASHBOARD_READS];
  // No waterfall: every source was asked for before the first answer came back.
  expect(started.slice(0, startedBeforeFirstAnswer ?? 0)).toEqual(expect.arrayContaining(preloads));
  // No duplicate GETs: the dashboard reads what the preload put in the cache.
  const counts = Map.groupBy(started, (url) => url);
  expect([...counts].filter(([, hits]) => hits.length > 1).map(([url]) => url)).toEqual([]);
  // index.html preloads config.json and boot's fetch takes that answer: fetched once per page
  // load (the IdP round trip loads the portal twice: before the login and after the callback).
  expect(configFetches).toHaveLength(2);
});

test('a signed-out visit to /dashboard goes to the IdP without shell or page code or API calls', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(routePaths.dashboard.href());
  await expect(page.getByRole('heading', { name: 'Inloggen bij Mijn Vonk' })).toBeVisible();
  expect(
    fetched.filter((path) => /\/(AuthenticatedShell|DashboardPage)-[\w-]+\.js$/.test(path)),
  ).toEqual([]);
  expect(fetched.filter((path) => path.startsWith('/api/'))).toEqual([]);
});
