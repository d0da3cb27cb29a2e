// Turns the runs into medians, ratios and the issue #10 targets, and writes them as Markdown.
// Pure: run.mjs measures, this file judges and formats (tested in report.test.mjs).
import {
  DASHBOARD_SCORE,
  DASHBOARD_TO_FLOOR_C,
  DUPLICATE_GETS,
  LCP_OVER_FLOOR_C_MS,
  LOGIN_ROUND_TRIP_MS,
  NOT_FOUND_TO_FLOOR_C,
} from '../lib/budgets.mjs';
import { kb } from '../lib/compressedSize.mjs';
import { median, middleHalf } from './stats.mjs';

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
  const { floorC, notFound, dashboard } = summary;
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
  const targets = [
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
    Object.entries(statics).map(([id, statik]) => {
      const files = pages[id].runs.at(-1).js.files;
      return [id, { fetchedGzip: summary[id].jsGzip, ...compareStatic(statik, files) }];
    }),
  );
  return { pages: summary, ratios, login, targets, staticVsFetched };
}

const row = (cells) => `| ${cells.join(' | ')} |`;

/** How the browsers reached both servers (`--front`, ADR 098). */
export const TRANSPORTS = {
  h2: "HTTP/2 over TLS, through the bench's front (as production's load balancer) to the production nginx",
  http1: 'plain HTTP/1.1, straight to the production nginx (the measure before ADR 098)',
};
const transportShort = { h2: 'h2 (TLS front)', http1: 'HTTP/1.1' };

/** The Markdown of bench.md; `about` says where and when it ran, and over which transport. */
export function toMarkdown(result, about) {
  const { pages, ratios, login, targets, staticVsFetched } = result;
  const times = (ratio) => `${ratio.toFixed(2)}×`;
  const front = about.front ?? 'http1';
  const lines = [
    `# Bench (issue #10, ${transportShort[front]}): ${about.date}, commit ${about.commit}`,
    '',
    `${about.machine}; medians of ${about.runs} interleaved runs. Lighthouse ${about.lighthouse} mobile (${about.throttling ?? 'simulated'} throttling); JS bytes are what Chromium fetched, compressed here.`,
    '',
    `Transport: ${TRANSPORTS[front]}.`,
    '',
    row(['page', 'JS gzip', 'JS brotli', '× floor C (gzip)', 'LCP', 'score', 'FCP', 'TBT']),
    row(['---', '---', '---', '---', '---', '---', '---', '---']),
    ...Object.values(pages).map((page) =>
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
    `Ratios: dashboard JS ${times(ratios.dashboardJs)} floor C (brotli ${times(ratios.dashboardJsBrotli)}), /404 JS ${times(ratios.notFoundJs)} (brotli ${times(ratios.notFoundJsBrotli)}); dashboard LCP − floor C LCP ${seconds(ratios.dashboardLcpOverFloorMs)}, /404 ${seconds(ratios.notFoundLcpOverFloorMs)}.`,
    '',
    `Login round trip (IdP submit → first dashboard tile with content): ${seconds(login.roundTripMs)}, the median of ${login.runs.length} logins (middle half ${(login.middleHalfMs[0] / 1000).toFixed(2)}–${seconds(login.middleHalfMs[1])}; in order: ${login.runs.map(seconds).join(', ')}). Tour: login + ${login.routes} shell routes in-app, ${login.requests} requests.`,
    '',
    '## Targets (issue #10, Done when)',
    '',
    row(['target', `measured (${transportShort[front]})`, 'limit', 'result']),
    row(['---', '---', '---', '---']),
    ...targets.map((t) => row([t.name, t.shown, t.limit, t.pass ? 'pass' : '**fail**'])),
    '',
    '## Duplicate GETs',
    '',
    ...(login.duplicates.length === 0
      ? ['None.']
      : login.duplicates.map((d) => `- ${d.count}× \`${d.url}\``)),
    '',
    ...(login.revalidations.length === 0
      ? []
      : [
          `Not counted: ${login.revalidations.length} content-hashed build files revalidated (304) after the return from the IdP, because vite preview serves them \`no-cache\`; a host that serves them immutable answers from the cache.`,
          '',
        ]),
    '## Static budget (`npm run size`) against fetched',
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
    ...Object.entries(staticVsFetched).map(([id, s]) =>
      row([
        pages[id].label,
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
