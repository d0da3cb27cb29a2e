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

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('all 15 sources of spec §2.5 load in one parallel round before the dashboard, each once', async ({
  page,
}) => {
  const started: string[] = [];
  const finished: string[] = [];
  let startedBeforeFirstAnswer: number | null = null;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
      started.push(`${url.pathname}${url.search}`);
    }
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

  const preloads = Object.values(SPEC_PRELOADS);
  // No waterfall: every source was asked for before the first answer came back.
  expect(started.slice(0, startedBeforeFirstAnswer ?? 0)).toEqual(expect.arrayContaining(preloads));
  // No duplicate GETs: the dashboard reads what the preload put in the cache.
  const counts = Map.groupBy(started, (url) => url);
  expect([...counts].filter(([, hits]) => hits.length > 1).map(([url]) => url)).toEqual([]);
});
