import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { QUEUED_MARK } from '../packages/domain/src/client/createApiClient.ts';
import type { RouteName } from '../packages/domain/src/navigation/routePaths.ts';
import { logInAtIdp, resetSandbox } from './support/session.ts';
import { endsWith, routePaths } from './support/routePaths.ts';

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

// Every shell route of the path table (spec §2.2), opened cold by a persona it is meant for. The
// type lists the routes outside the shell, so a new shell route fails typecheck until it is here.
type PublicRoute =
  | 'root'
  | 'error'
  | 'maintenance'
  | 'logout'
  | 'authCallback'
  | 'agentLogin'
  | 'notFound'
  | 'unsubscribe'
  | 'returnLabel'
  | 'completeTransfer'
  | 'newUsername'
  | 'taskFeedback';
interface RouteVisit {
  persona: 'jan' | 'sanne' | 'storing' | 'bezorging' | 'overstap';
  href: string;
  /** Where a guard sends this persona, when not the route itself. */
  lands?: string;
}
const r = routePaths;
const SHELL_ROUTES: Record<Exclude<RouteName, PublicRoute>, RouteVisit> = {
  dashboard: { persona: 'jan', href: r.dashboard.href() },
  privacyDataRequest: { persona: 'jan', href: r.privacyDataRequest.href() },
  invoices: { persona: 'jan', href: r.invoices.href() },
  invoiceDetail: { persona: 'jan', href: r.invoiceDetail.href({ invoiceId: 'inv-2026100001' }) },
  orders: { persona: 'jan', href: r.orders.href({ pagina: '2' }) },
  ordersHome: { persona: 'jan', href: r.ordersHome.href() },
  orderDetail: { persona: 'jan', href: r.orderDetail.href({ orderId: 'ORD-1012' }) },
  orderWithdrawal: { persona: 'bezorging', href: r.orderWithdrawal.href({ orderId: 'ORD-1203' }) },
  subscriptions: { persona: 'jan', href: r.subscriptions.href() },
  subscriptionsCease: { persona: 'jan', href: r.subscriptionsCease.href() },
  subscriptionsTv: { persona: 'jan', href: r.subscriptionsTv.href() },
  subscriptionsSecurity: { persona: 'jan', href: r.subscriptionsSecurity.href() },
  subscriptionsInternet: { persona: 'jan', href: r.subscriptionsInternet.href() },
  subscriptionsNetworkMigration: { persona: 'jan', href: r.subscriptionsNetworkMigration.href() },
  subscriptionsFixedLine: { persona: 'jan', href: r.subscriptionsFixedLine.href() },
  subscriptionsTvPackages: { persona: 'jan', href: r.subscriptionsTvPackages.href() },
  subscriptionsRecording: { persona: 'jan', href: r.subscriptionsRecording.href() },
  subscriptionsVouchers: { persona: 'jan', href: r.subscriptionsVouchers.href() },
  subscriptionsWifiExtenders: { persona: 'jan', href: r.subscriptionsWifiExtenders.href() },
  usage: { persona: 'jan', href: r.usage.href() },
  usageCalls: { persona: 'jan', href: r.usageCalls.href() },
  settings: { persona: 'jan', href: r.settings.href() },
  tvSettings: { persona: 'jan', href: r.tvSettings.href() },
  myData: { persona: 'jan', href: r.myData.href() },
  address: { persona: 'jan', href: r.address.href() },
  displayPreferences: { persona: 'jan', href: r.displayPreferences.href() },
  outages: { persona: 'storing', href: r.outages.href() },
  transfer: { persona: 'sanne', href: r.transfer.href() },
  household: { persona: 'storing', href: r.household.href() },
  householdSignUp: { persona: 'jan', href: r.householdSignUp.href() },
  householdSignUpNotPossible: { persona: 'bezorging', href: r.householdSignUpNotPossible.href() },
  householdUnsubscribe: { persona: 'storing', href: r.householdUnsubscribe.href() },
  householdPending: { persona: 'overstap', href: r.householdPending.href() },
  cms: { persona: 'sanne', href: r.cms.href() },
  demo: { persona: 'jan', href: r.demo.href() },
};

/** The API GETs a cold load of `href` makes, in the order they left, and the reads asked for only after an answer. */
async function apiRound(page: Page, visit: RouteVisit) {
  const started: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
      started.push(`${url.pathname}${url.search}`);
    }
  };
  page.on('request', onRequest);
  await page.goto(visit.href);
  await expect(page).toHaveURL(endsWith(visit.lands ?? visit.href));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  // When each read was asked for (the client's mark), against the first API answer: over
  // HTTP/1.1 a read may wait for one of six connections (ADR 150), never for another's answer.
  // The early script's reads (ADR 085) went out before the app: the client takes their answers.
  const askedAfterFirstAnswer = await page.evaluate((mark) => {
    const asked = performance.getEntriesByName(mark) as PerformanceMark[];
    const appStart = Math.min(...asked.map((queued) => queued.startTime));
    const firstAnswer = Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
        .filter((entry) => entry.startTime >= appStart)
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
    );
    return asked
      .filter((queued) => queued.startTime > firstAnswer)
      .map((queued) => String(queued.detail));
  }, QUEUED_MARK);
  return { started, askedAfterFirstAnswer };
}

const byPersona = Map.groupBy(
  Object.entries(SHELL_ROUTES) as [string, RouteVisit][],
  ([, visit]) => visit.persona,
);
for (const [persona, visits] of byPersona) {
  test.describe(`every shell route, as ${persona}`, () => {
    let page: Page;
    // One login per persona; each route is then a cold load (a new document) of its own.
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage({ baseURL: test.info().project.use.baseURL });
      await page.goto(routePaths.dashboard.href());
      await logInAtIdp(page, persona);
      await expect(page.getByRole('main')).toBeVisible();
      // The login's own calls (tracking loads privacy settings, spec §4) end before the first route.
      await page.waitForLoadState('networkidle');
    });
    test.afterAll(async () => {
      await page.close();
    });

    for (const [name, visit] of visits) {
      test(`${name} (${visit.href}) loads in one round, each GET once`, async () => {
        const { started, askedAfterFirstAnswer } = await apiRound(page, visit);
        // Every §2.5 source is preloaded on every shell route.
        expect(started).toEqual(expect.arrayContaining(Object.values(SPEC_PRELOADS)));
        // No waterfall: the route's reads were asked for with the preloads, before any answer.
        expect(askedAfterFirstAnswer).toEqual([]);
        // No duplicate GETs: the page reads what its loader put in the cache.
        const counts = Map.groupBy(started, (url) => url);
        expect([...counts].filter(([, hits]) => hits.length > 1).map(([url]) => url)).toEqual([]);
      });
    }
  });
}

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
  // The early script fetches config.json and boot takes that answer: once per page load, except
  // on the page the IdP sends back to, which takes the config the page before it handed over
  // (ADR 085): one fetch for the whole login.
  expect(configFetches).toHaveLength(1);
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

test("a deep link fetches its own area's route table only, a link into another area that one (ADR 151)", async ({
  page,
}) => {
  await page.goto(routePaths.dashboard.href());
  await logInAtIdp(page, 'jan');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));

  await page.goto(routePaths.invoices.href());
  await expect(page.getByRole('heading', { level: 1, name: 'Rekeningen' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Each area's table is the first file of its set in index.html (the build's warmLanding()).
  const tables = await page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLMetaElement>('meta[name^="vonk-warm-area-"]')].map(
        (meta) => [meta.name.replace('vonk-warm-area-', ''), meta.content.split(' ')[0]],
      ),
    ),
  );
  expect(Object.keys(tables).length).toBeGreaterThan(5);
  const fetchedTables = () => Object.keys(tables).filter((area) => fetched.includes(tables[area]!));
  expect(fetchedTables()).toEqual(['rekeningen']);

  // In the app: the menu's link to /storingen brings that area's table (the links the pointer or
  // focus passes on the way warm theirs).
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('button', { name: 'Meer' })
    .click();
  await page.getByRole('dialog').getByRole('link', { name: 'Actuele storingen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Actuele storingen' })).toBeVisible();
  expect(fetchedTables()).toContain('storingen');
  // Back into the first area: nothing fetched again.
  const before = fetched.length;
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Rekeningen' })).toBeVisible();
  expect(fetched.slice(before).filter((path) => Object.values(tables).includes(path))).toEqual([]);
});

test('the early script does not wait for the entry: the landing reads and chunks leave while it is on its way', async ({
  page,
}) => {
  await page.goto(routePaths.dashboard.href());
  await logInAtIdp(page, 'jan');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // What the early script asks for on a signed-in landing page (ADR 090, 099).
  const wanted = [...Object.values(SPEC_PRELOADS), ...DASHBOARD_READS, 'shell', 'dashboard'];
  const asked = new Set<string>();
  let allAsked = () => {};
  const early = new Promise<'after the early requests'>((resolve) => {
    allAsked = () => resolve('after the early requests');
  });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/AuthenticatedShell-[\w-]+\.js$/.test(pathname)) asked.add('shell');
    else if (/\/DashboardPage-[\w-]+\.js$/.test(pathname)) asked.add('dashboard');
    else if (request.method() === 'GET') asked.add(pathname);
    if (wanted.every((what) => asked.has(what))) allAsked();
  });
  // The entry and the helper it imports, held back as a slow connection delivers them last (ADR
  // 099): an early script that imported either would wait, and so would its requests.
  const released: string[] = [];
  await page.route(/\/assets\/(index|preload-helper)-[\w-]+\.js$/, async (route) => {
    const timeout = new Promise<'timed out'>((resolve) => setTimeout(resolve, 5_000, 'timed out'));
    released.push(await Promise.race([early, timeout]));
    await route.continue();
  });
  await page.goto(routePaths.dashboard.href());
  await expect(
    page.getByRole('region', { name: 'Rekeningen' }).getByText(/Openstaand/),
  ).toBeVisible();
  expect(released).toEqual(['after the early requests', 'after the early requests']);
});

test('the page the IdP sends back to redeems the code and starts the landing reads before the entry runs', async ({
  page,
}) => {
  await page.goto(routePaths.dashboard.href());
  // What the callback page's early script does without the entry (ADR 107): the token exchange
  // with the auth chunk alone, then the landing page's reads with the new token.
  const asked: string[] = [];
  let allAsked = () => {};
  const early = new Promise<'after the token and the reads'>((resolve) => {
    allAsked = () => resolve('after the token and the reads');
  });
  const wanted = [
    'POST /token',
    ...[...Object.values(SPEC_PRELOADS), ...DASHBOARD_READS].map((path) => `GET ${path}`),
  ];
  page.on('request', (request) => {
    asked.push(`${request.method()} ${new URL(request.url()).pathname}`);
    if (wanted.every((what) => asked.includes(what))) allAsked();
  });
  // The entry held back until then: a callback page whose token exchange needed the entry would
  // wait for it, and its reads with it.
  const released: string[] = [];
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    const timeout = new Promise<'timed out'>((resolve) => setTimeout(resolve, 5_000, 'timed out'));
    released.push(await Promise.race([early, timeout]));
    await route.continue();
  });
  await logInAtIdp(page, 'jan');
  await expect(
    page.getByRole('region', { name: 'Rekeningen' }).getByText(/Openstaand/),
  ).toBeVisible();
  expect(released).toEqual(['after the token and the reads']);
  // One code, one exchange; each read once: the app took the early answers.
  const counts = Map.groupBy(
    asked.filter((what) => wanted.includes(what)),
    (what) => what,
  );
  expect([...counts].filter(([, hits]) => hits.length > 1).map(([what]) => what)).toEqual([]);
});
