// Turns the runs into medians, ratios and the targets of issue #10 and #34, and writes them as
// Markdown: the per-route table (both transports side by side, issue #31) first, then per
// transport the floor C, /404 and login figures. Pure: run.mjs measures, this file judges and
// formats (tested in report.test.mjs).
import {
  DASHBOARD_SCORE,
  DASHBOARD_TARGET_TO_FLOOR_C,
  DASHBOARD_TO_FLOOR_C,
  DUPLICATE_GETS,
  LCP_OVER_FLOOR_C_MS,
  LOGIN_ROUND_TRIP_MS,
  NOT_FOUND_TO_FLOOR_C,
  ROUTE_CHANGE_P75_MS,
  ROUTE_TO_FLOOR_C,
} from '../lib/budgets.mjs';
import { kb } from '../lib/compressedSize.mjs';
import { median, middleHalf, quantile } from './stats.mjs';

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const pick = (runs, key) => runs.map((run) => run[key]);

/** Medians of one page's runs: `runs` items are `{ js: {gzip, brotli, transfer}, lh: {...} }`. */
function summarizePage(runs) {
  const js = runs.map((run) => run.js);
  const lh = runs.map((run) => run.lh);
  return {
    jsGzip: median(pick(js, 'gzip')),
    jsBrotli: median(pick(js, 'brotli')),
    jsTransfer: median(pick(js, 'transfer')),
    jsFiles: js.at(-1)?.files.length ?? 0,
    lcpMs: median(pick(lh, 'lcpMs')),
    fcpMs: median(pick(lh, 'fcpMs')),
    tbtMs: median(pick(lh, 'tbtMs')),
    score: median(pick(lh, 'score')),
    lighthouseScriptTransfer: median(pick(lh, 'scriptTransfer')),
    runs: { lcpMs: pick(lh, 'lcpMs'), score: pick(lh, 'score'), jsGzip: pick(js, 'gzip') },
  };
}

/** Which files the static graph counts that the browser did not fetch, and the other way round. */
function compareStatic(statics, fetchedFiles) {
  const fetched = new Set(
    fetchedFiles.map((file) => new URL(file.url).pathname.replace(/^\//, '')),
  );
  const counted = new Set(statics.files);
  return {
    gzip: statics.gzip,
    onlyStatic: statics.files.filter((file) => !fetched.has(file)),
    onlyFetched: [...fetched].filter((file) => !counted.has(file)),
  };
}

/**
 * @param {{ pages: Record<string, {label: string, runs: object[]}>, logins: object[],
 *   roundTrips?: number[], statics: Record<string, {gzip: number, files: string[]}> }} measured
 *   `roundTrips`: the round trips of the logins timed alone; without it, the tours' logins'.
 */
export function summarize({ pages, logins, roundTrips = pick(logins, 'roundTripMs'), statics }) {
  const summary = Object.fromEntries(
    Object.entries(pages).map(([id, page]) => [
      id,
      { label: page.label, ...summarizePage(page.runs) },
    ]),
  );
  const { floorC, notFound } = summary;
  // Without the dashboard among `--routes` its ratios are NaN and its targets left out.
  const dashboard = summary.dashboard ?? { jsGzip: NaN, jsBrotli: NaN, lcpMs: NaN, score: NaN };
  const ratios = {
    dashboardJs: dashboard.jsGzip / floorC.jsGzip,
    dashboardJsBrotli: dashboard.jsBrotli / floorC.jsBrotli,
    notFoundJs: notFound.jsGzip / floorC.jsGzip,
    notFoundJsBrotli: notFound.jsBrotli / floorC.jsBrotli,
    dashboardLcpOverFloorMs: dashboard.lcpMs - floorC.lcpMs,
    notFoundLcpOverFloorMs: notFound.lcpMs - floorC.lcpMs,
  };
  const login = {
    roundTripMs: median(roundTrips),
    middleHalfMs: middleHalf(roundTrips),
    runs: roundTrips,
    routes: logins[0]?.routes ?? 0,
    requests: median(pick(logins, 'requests')),
    // The worst run: a duplicate that shows up once is still a duplicate.
    duplicates: logins.reduce(
      (worst, run) => (run.duplicates.length > worst.length ? run.duplicates : worst),
      [],
    ),
    revalidations: logins.reduce(
      (worst, run) => (run.revalidations.length > worst.length ? run.revalidations : worst),
      [],
    ),
  };
  const target = (name, value, shown, limit, pass) => ({ name, value, shown, limit, pass });
  const dashboardTargets = [
    target(
      'dashboard JS ≤ 1.15× floor C (gzip)',
      ratios.dashboardJs,
      `${ratios.dashboardJs.toFixed(2)}×`,
      `${DASHBOARD_TO_FLOOR_C.toFixed(2)}×`,
      ratios.dashboardJs <= DASHBOARD_TO_FLOOR_C,
    ),
    target(
      'dashboard LCP ≤ floor C + 0.2 s',
      ratios.dashboardLcpOverFloorMs,
      `+${seconds(ratios.dashboardLcpOverFloorMs)}`,
      `+${seconds(LCP_OVER_FLOOR_C_MS)}`,
      ratios.dashboardLcpOverFloorMs <= LCP_OVER_FLOOR_C_MS,
    ),
    target(
      'dashboard score ≥ 95',
      dashboard.score,
      String(dashboard.score),
      `≥ ${DASHBOARD_SCORE}`,
      dashboard.score >= DASHBOARD_SCORE,
    ),
  ];
  const targets = [
    ...(summary.dashboard ? dashboardTargets : []),
    target(
      '/404 JS ≤ 1.10× floor C (gzip)',
      ratios.notFoundJs,
      `${ratios.notFoundJs.toFixed(2)}×`,
      `${NOT_FOUND_TO_FLOOR_C.toFixed(2)}×`,
      ratios.notFoundJs <= NOT_FOUND_TO_FLOOR_C,
    ),
    target(
      'duplicate GETs (login + tour)',
      login.duplicates.length,
      String(login.duplicates.length),
      String(DUPLICATE_GETS),
      login.duplicates.length <= DUPLICATE_GETS,
    ),
    target(
      'login round trip ≤ 0.42 s',
      login.roundTripMs,
      seconds(login.roundTripMs),
      `≤ ${seconds(LOGIN_ROUND_TRIP_MS)}`,
      login.roundTripMs <= LOGIN_ROUND_TRIP_MS,
    ),
  ];
  const staticVsFetched = Object.fromEntries(
    Object.entries(statics)
      .filter(([id]) => pages[id])
      .map(([id, statik]) => {
        const files = pages[id].runs.at(-1).js.files;
        return [id, { fetchedGzip: summary[id].jsGzip, ...compareStatic(statik, files) }];
      }),
  );
  return { pages: summary, ratios, login, targets, staticVsFetched };
}

const row = (cells) => `| ${cells.join(' | ')} |`;

/**
 * The per-route verdicts of issue #34 over every transport measured.
 * @param {{ routes: { name: string, href: string, persona: string }[],
 *   fronts: Record<string, { pages: Record<string, {label: string, runs: object[]}>,
 *     changes?: { route: string, ms: number, via: string }[] }> }} measured
 *   `fronts`: per transport (`h2`, `http1`) the runs of floor C and each route, and the timed
 *   route changes of its tours.
 */
export function summarizeRoutes({ routes, fronts }) {
  const names = Object.keys(fronts);
  const runsOf = (id) => names.flatMap((front) => fronts[front].pages[id]?.runs ?? []);
  const floorJs = median(runsOf('floorC').map((run) => run.js.gzip));
  const floorLcp = Object.fromEntries(
    names.map((front) => [
      front,
      median(pick(pick(fronts[front].pages.floorC.runs, 'lh'), 'lcpMs')),
    ]),
  );
  const changesOf = (front, route) =>
    (fronts[front].changes ?? []).filter((c) => route === undefined || c.route === route);
  const rows = routes
    .filter((route) => runsOf(route.name).length > 0)
    .map((route) => {
      const runs = runsOf(route.name);
      const jsGzip = median(runs.map((run) => run.js.gzip));
      const jsLimit = route.name === 'dashboard' ? DASHBOARD_TARGET_TO_FLOOR_C : ROUTE_TO_FLOOR_C;
      const ratio = jsGzip / floorJs;
      const perFront = Object.fromEntries(
        names.map((front) => {
          const lh = pick(fronts[front].pages[route.name]?.runs ?? [], 'lh');
          const lcpMs = median(pick(lh, 'lcpMs'));
          const score = median(pick(lh, 'score'));
          const changes = changesOf(front, route.name).map((c) => c.ms);
          const changeP75Ms = quantile(changes, 0.75);
          return [
            front,
            {
              lcpMs,
              lcpOverFloorMs: lcpMs - floorLcp[front],
              score,
              changeP75Ms,
              changes: changes.length,
              lcpPass: lcpMs - floorLcp[front] <= LCP_OVER_FLOOR_C_MS,
              scorePass: score >= DASHBOARD_SCORE,
              // No timed change (a persona with this route alone): nothing to judge.
              changePass: changes.length === 0 || changeP75Ms <= ROUTE_CHANGE_P75_MS,
            },
          ];
        }),
      );
      const over = [
        ...(ratio <= jsLimit ? [] : ['JS']),
        ...names.flatMap((front) => [
          ...(perFront[front].lcpPass ? [] : [`LCP ${transportShort[front]}`]),
          ...(perFront[front].scorePass ? [] : [`score ${transportShort[front]}`]),
          ...(perFront[front].changePass ? [] : [`change ${transportShort[front]}`]),
        ]),
      ];
      return {
        name: route.name,
        href: route.href,
        persona: route.persona,
        jsFiles: runs.at(-1).js.files.length,
        jsGzip,
        ratio,
        jsLimit,
        perFront,
        over,
        pass: over.length === 0,
      };
    });
  const changes = Object.fromEntries(
    names.map((front) => {
      const all = changesOf(front);
      const p75Ms = quantile(pick(all, 'ms'), 0.75);
      return [
        front,
        {
          p75Ms,
          count: all.length,
          byLink: all.filter((c) => c.via === 'link').length,
          pass: all.length === 0 || p75Ms <= ROUTE_CHANGE_P75_MS,
        },
      ];
    }),
  );
  return { floorJs, floorLcp, rows, changes };
}

/**
 * The route changes alone (`--changes-only`): per route and transport the p75 of its timed
 * changes, and per transport the p75 of them all, each against ROUTE_CHANGE_P75_MS.
 * @param {{ routes: { name: string, href: string, persona: string }[],
 *   fronts: Record<string, { changes: { route: string, ms: number, via: string }[] }> }} measured
 */
export function summarizeChanges({ routes, fronts }) {
  const names = Object.keys(fronts);
  const verdict = (all) => {
    const p75Ms = quantile(pick(all, 'ms'), 0.75);
    return {
      p75Ms,
      count: all.length,
      byLink: all.filter((c) => c.via === 'link').length,
      pass: all.length === 0 || p75Ms <= ROUTE_CHANGE_P75_MS,
    };
  };
  const rows = routes.map((route) => {
    const perFront = Object.fromEntries(
      names.map((front) => [
        front,
        verdict(fronts[front].changes.filter((c) => c.route === route.name)),
      ]),
    );
    return { ...route, perFront, pass: names.every((front) => perFront[front].pass) };
  });
  const changes = Object.fromEntries(names.map((front) => [front, verdict(fronts[front].changes)]));
  return { rows, changes };
}

/**
 * The routes whose change p75 is over ROUTE_CHANGE_P75_MS on some transport, the one target the
 * bench fails on (ADR 028): `summarizeChanges()` in, `[{ href, front, p75Ms }]` out.
 */
export function overChangeBudget({ rows }) {
  return rows.flatMap((r) =>
    Object.entries(r.perFront)
      .filter(([, verdict]) => !verdict.pass)
      .map(([front, verdict]) => ({ href: r.href, front, p75Ms: verdict.p75Ms })),
  );
}

/** What the bench prints when it fails on the route-change budget. */
export function overChangeBudgetText(over) {
  return `Route changes over their budget (p75 ≤ ${ROUTE_CHANGE_P75_MS} ms, issue #34): ${over
    .map((o) => `${o.href} ${ms(o.p75Ms)} (${transportShort[o.front]})`)
    .join(', ')}.`;
}

/** How the browsers reached both servers (`--front`, ADR 098). */
export const TRANSPORTS = {
  h2: "HTTP/2 over TLS, through the bench's front (as production's load balancer) to the production nginx",
  http1: 'plain HTTP/1.1, straight to the production nginx (the measure before ADR 098)',
};
const transportShort = { h2: 'h2', http1: 'HTTP/1.1' };

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
const signed = (value) => `${value >= 0 ? '+' : '−'}${(Math.abs(value) / 1000).toFixed(2)}`;
const mark = (text, pass) => (pass ? text : `**${text}**`);

/** The per-route table: one row a route, a column per transport for LCP, score and changes. */
function routeTable(routes, names) {
  const perFront = (title) => names.map((front) => `${title} ${transportShort[front]}`);
  return [
    row([
      'route',
      'persona',
      'JS files',
      'JS gzip',
      '× floor C',
      ...perFront('LCP (Δ floor C)'),
      ...perFront('score'),
      ...perFront('change p75'),
      'result',
    ]),
    row(Array.from({ length: 6 + 3 * names.length }, () => '---')),
    ...routes.rows.map((r) =>
      row([
        `\`${r.href}\``,
        r.persona,
        String(r.jsFiles),
        kb(r.jsGzip),
        mark(`${r.ratio.toFixed(2)}×`, r.ratio <= r.jsLimit),
        ...names.map((f) =>
          mark(
            `${seconds(r.perFront[f].lcpMs)} (${signed(r.perFront[f].lcpOverFloorMs)})`,
            r.perFront[f].lcpPass,
          ),
        ),
        ...names.map((f) => mark(String(r.perFront[f].score), r.perFront[f].scorePass)),
        ...names.map((f) => mark(ms(r.perFront[f].changeP75Ms), r.perFront[f].changePass)),
        r.pass ? 'met' : `**over: ${r.over.join(', ')}**`,
      ]),
    ),
  ];
}

/** The pages of issue #10's table, beside the per-route table. */
const ISSUE_10_PAGES = ['floorC', 'notFound', 'dashboard'];

/** One transport's floor C, /404 and login figures (issue #10), under its own heading. */
function frontSection(front, result) {
  const { pages, ratios, login, targets } = result;
  const times = (ratio) => `${ratio.toFixed(2)}×`;
  return [
    `## ${transportShort[front]}: ${TRANSPORTS[front]}`,
    '',
    row(['page', 'JS gzip', 'JS brotli', '× floor C (gzip)', 'LCP', 'score', 'FCP', 'TBT']),
    row(['---', '---', '---', '---', '---', '---', '---', '---']),
    ...Object.entries(pages)
      .filter(([id]) => ISSUE_10_PAGES.includes(id))
      .map(([, page]) =>
        row([
          page.label,
          kb(page.jsGzip),
          kb(page.jsBrotli),
          times(page.jsGzip / pages.floorC.jsGzip),
          seconds(page.lcpMs),
          String(page.score),
          seconds(page.fcpMs),
          `${Math.round(page.tbtMs)} ms`,
        ]),
      ),
    '',
    Number.isNaN(ratios.dashboardJs)
      ? `Ratios: /404 JS ${times(ratios.notFoundJs)} floor C (brotli ${times(ratios.notFoundJsBrotli)}); /404 LCP − floor C LCP ${seconds(ratios.notFoundLcpOverFloorMs)}.`
      : `Ratios: dashboard JS ${times(ratios.dashboardJs)} floor C (brotli ${times(ratios.dashboardJsBrotli)}), /404 JS ${times(ratios.notFoundJs)} (brotli ${times(ratios.notFoundJsBrotli)}); dashboard LCP − floor C LCP ${seconds(ratios.dashboardLcpOverFloorMs)}, /404 ${seconds(ratios.notFoundLcpOverFloorMs)}.`,
    '',
    `Login round trip (IdP submit → first dashboard tile with content): ${seconds(login.roundTripMs)}, the median of ${login.runs.length} logins (middle half ${(login.middleHalfMs[0] / 1000).toFixed(2)}–${seconds(login.middleHalfMs[1])}; in order: ${login.runs.map(seconds).join(', ')}). Tour: login + ${login.routes} shell routes in-app, ${login.requests} requests.`,
    '',
    row(['target (issue #10)', `measured (${transportShort[front]})`, 'limit', 'result']),
    row(['---', '---', '---', '---']),
    ...targets.map((t) => row([t.name, t.shown, t.limit, t.pass ? 'pass' : '**fail**'])),
    '',
    `Duplicate GETs (${transportShort[front]}): ${
      login.duplicates.length === 0
        ? 'none.'
        : login.duplicates.map((d) => `${d.count}× \`${d.url}\``).join(', ')
    }`,
    '',
    ...(login.revalidations.length === 0
      ? []
      : [
          `Not counted: ${login.revalidations.length} content-hashed build files revalidated (304) after the return from the IdP, because vite preview serves them \`no-cache\`; a host that serves them immutable answers from the cache.`,
          '',
        ]),
  ];
}

/**
 * The Markdown of bench.md. `result.fronts`: per transport `summarize()`; `result.routes`:
 * `summarizeRoutes()`; `about` says where and when it ran (`fronts`: the transports, in order).
 */
export function toMarkdown(result, about) {
  const names = about.fronts ?? Object.keys(result.fronts);
  const { routes } = result;
  const first = result.fronts[names[0]];
  const changeLine = names
    .map((f) => {
      const c = routes.changes[f];
      return `${transportShort[f]} ${mark(ms(c.p75Ms), c.pass)} over ${c.count} changes (${c.byLink} of them by a link on the page, the others through the router's history)`;
    })
    .join('; ');
  const lines = [
    `# Bench (issues #10, #34; ${names.map((f) => transportShort[f]).join(' and ')}): ${about.date}, commit ${about.commit}`,
    '',
    `${about.machine}; medians of ${about.runs} runs, the transports interleaved. Lighthouse ${about.lighthouse} mobile (${about.throttling ?? 'simulated'} throttling); JS bytes are what Chromium fetched, compressed here.`,
    '',
    '## Every shell route, cold load logged in, and in-app route changes',
    '',
    `Targets: JS ≤ ${ROUTE_TO_FLOOR_C.toFixed(2)}× floor C's ${kb(routes.floorJs)} (the dashboard ≤ ${DASHBOARD_TARGET_TO_FLOOR_C.toFixed(2)}×); LCP ≤ floor C's on the same transport + ${seconds(LCP_OVER_FLOOR_C_MS)} (floor C: ${names.map((f) => `${seconds(routes.floorLcp[f])} ${transportShort[f]}`).join(', ')}); Lighthouse score ≥ ${DASHBOARD_SCORE}; route change (click → the page's h1 and content, warm cache) p75 ≤ ${ROUTE_CHANGE_P75_MS} ms. Bold: over its target.`,
    '',
    ...routeTable(routes, names),
    '',
    `Route changes, p75 over the tours: ${changeLine}.`,
    '',
    ...names.flatMap((front) => frontSection(front, result.fronts[front])),
    `## Static budget (\`npm run size\`) against fetched (${transportShort[names[0]]})`,
    '',
    row([
      'page',
      'static gzip (manifest)',
      'fetched gzip',
      'gap',
      'only in static',
      'only fetched',
    ]),
    row(['---', '---', '---', '---', '---', '---']),
    ...Object.entries(first.staticVsFetched).map(([id, s]) =>
      row([
        first.pages[id].label,
        kb(s.gzip),
        kb(s.fetchedGzip),
        kb(s.fetchedGzip - s.gzip),
        s.onlyStatic.join(', ') || '–',
        s.onlyFetched.join(', ') || '–',
      ]),
    ),
    '',
  ];
  return lines.join('\n');
}

/** The Markdown of `--changes-only`: one row a route, the p75 of its changes per transport. */
export function changesMarkdown({ rows, changes }, about) {
  const names = about.fronts ?? Object.keys(changes);
  return [
    `# Route changes (issue #34; ${names.map((f) => transportShort[f]).join(' and ')}): ${about.date}, commit ${about.commit}`,
    '',
    `${about.machine}; ${about.runs} runs. Click → the page's h1 and content, warm cache; target p75 ≤ ${ROUTE_CHANGE_P75_MS} ms. Bold: over it.`,
    '',
    row(['route', 'persona', ...names.map((f) => `change p75 ${transportShort[f]}`), 'changes']),
    row(Array.from({ length: 3 + names.length }, () => '---')),
    ...rows.map((r) =>
      row([
        `\`${r.href}\``,
        r.persona,
        ...names.map((f) => mark(ms(r.perFront[f].p75Ms), r.perFront[f].pass)),
        names.map((f) => String(r.perFront[f].count)).join(' / '),
      ]),
    ),
    '',
    `All changes, p75: ${names.map((f) => `${transportShort[f]} ${mark(ms(changes[f].p75Ms), changes[f].pass)} over ${changes[f].count} (${changes[f].byLink} by a link)`).join('; ')}.`,
    '',
  ].join('\n');
}
