// `npm run bench` (issues #10, #34, ADR 028): floor C, /404 and every shell route logged in (or the
// `--routes` asked for) on production builds, over HTTP/2 and HTTP/1.1 in one run (issue #31).
// Builds both (unless --skip-build); per run and per transport, the transports' order alternating
// run by run, serves them and measures floor C, /404, then each persona's routes (one login per
// persona, then a cold load per route: the JS fetched and Lighthouse mobile), the logins, the
// duplicate-GET tour and the warm in-app route changes; then prints medians, ratios and the targets,
// and writes bench-results/bench.{json,md}.
// `--changes-only`: the warm route changes alone, written to bench-results/changes.{json,md}.
// A benchmark: the cold-load and login targets move with the machine's load and are only reported;
// a route change is timed in the page with a warm cache, far inside its budget, so the bench
// exits 2 when a route's change p75 is over ROUTE_CHANGE_P75_MS (ADR 028), 1 when it could not
// measure.
import '../check-node.mjs';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumExecutable, playwrightChromiumArgs } from '../lib/browser.mjs';
import { kb } from '../lib/compressedSize.mjs';
import { FLOOR_C_LANDING, buildFloorC, floorCDist, floorCManifest } from '../lib/floorC.mjs';
import { DASHBOARD_LOAD, NOT_FOUND_LOAD, shellRouteLoad } from '../lib/pageLoads.mjs';
import { routePaths } from '../../packages/domain/src/navigation/routePaths.ts';
import { buildPortal, portalDist, portalManifest } from '../lib/portalBuild.mjs';
import { staticJs } from '../lib/staticJs.mjs';
import { fetchedJs, fetchedJsSession } from './fetchedJs.mjs';
import { frontNginx } from './front.mjs';
import { lighthouse, lighthouseSession } from './lighthouse.mjs';
import { loginAndTour, loginOnly } from './loginTour.mjs';
import { parseOptions } from './options.mjs';
import { BENCH_CONTEXT, benchPages } from './pages.mjs';
import {
  changesMarkdown,
  overChangeBudget,
  overChangeBudgetText,
  summarize,
  summarizeChanges,
  summarizeRoutes,
  toMarkdown,
} from './report.mjs';
import { routeChanges } from './routeChanges.mjs';
import { benchRoutes, byPersona, selectRoutes } from './routes.mjs';
import { startServers } from './servers.mjs';

/** Timed walks over each persona's routes per run and transport, after the warm-up walk. */
const TIMED_WALKS = 2;

const repo = fileURLToPath(new URL('../..', import.meta.url));
const outDir = join(repo, 'bench-results');

function commit() {
  const git = (...args) =>
    execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: 'pipe' }).trim();
  try {
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' (with local changes)' : ''}`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/**
 * Lighthouse once more when its trace came back broken (NO_NAVSTART, NO_FCP: seen under a load
 * average of 10+): a failed recording, not a measurement, so the run goes on with the retry.
 */
async function retried(label, measure) {
  try {
    return await measure();
  } catch (error) {
    console.log(`retrying Lighthouse on ${label}: ${error.message}`);
    return measure();
  }
}

const routeLabel = (route) =>
  route.name === 'dashboard' ? `\`${route.href}\`, logged in` : `\`${route.href}\``;

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const routes = selectRoutes(benchRoutes(), options.routes);
  const personas = byPersona(routes);
  // Before minutes of building: the front's nginx modules (ADR 098).
  if (options.fronts.includes('h2')) frontNginx();
  const measuredCommit = commit();
  // The machine is shared: its load explains much of the spread in times and scores.
  const loads = [loadavg()[0]];
  if (!options.skipBuild) {
    console.log(`Building the portal${options.changesOnly ? '' : ' and floor C'} for production…`);
    await buildPortal();
    if (!options.changesOnly) await buildFloorC();
  }
  const manifest = portalManifest();
  const statics = options.changesOnly
    ? {}
    : {
        floorC: staticJs(floorCManifest(), FLOOR_C_LANDING, floorCDist),
        notFound: staticJs(manifest, NOT_FOUND_LOAD, portalDist),
        ...Object.fromEntries(
          routes.map((route) => [
            route.name,
            staticJs(manifest, route.takes ? shellRouteLoad(route) : DASHBOARD_LOAD, portalDist),
          ]),
        ),
      };

  /** Per transport: each page's runs, the logins, the tours and the timed route changes. */
  const measured = Object.fromEntries(
    options.fronts.map((front) => [front, { pages: {}, logins: [], roundTrips: [], changes: [] }]),
  );
  let chromiumVersion;
  let servers;
  const stop = () => (servers?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  const record = (front, id, label, sample, note) => {
    const pages = measured[front].pages;
    pages[id] ??= { label, runs: [] };
    pages[id].runs.push(sample);
    const { js, lh } = sample;
    console.log(
      `${note} ${label}: JS ${kb(js.gzip)} gzip (${js.files.length} files), LCP ${(lh.lcpMs / 1000).toFixed(2)} s, score ${lh.score}`,
    );
  };

  async function measureChanges(front, browser, loginUrl, note) {
    for (const { persona, routes: own } of personas) {
      const changes = await routeChanges(browser, BENCH_CONTEXT, {
        persona,
        loginUrl,
        routes: own,
        passes: TIMED_WALKS,
      });
      measured[front].changes.push(...changes);
      console.log(
        `${note} ${persona} route changes: ${changes.map((c) => `${c.route} ${Math.round(c.ms)} ms${c.via === 'link' ? '' : ' (history)'}`).join(', ')}`,
      );
    }
  }

  async function measureFront(front, run) {
    const note = `run ${run}/${options.runs} ${front}`;
    servers = await startServers(front, { floorC: !options.changesOnly });
    const { origins, browserArgs } = servers;
    const settings = { ...options, browserArgs };
    const loginUrl = `${origins.portal}${routePaths.dashboard.href()}`;
    const keep = (id, lhr) => {
      if (!options.keepLhr) return;
      mkdirSync(join(outDir, 'lhr'), { recursive: true });
      writeFileSync(join(outDir, 'lhr', `${id}-${front}-${run}.json`), JSON.stringify(lhr));
    };
    try {
      const browser = await chromium.launch({
        executablePath: chromiumExecutable(),
        args: [...playwrightChromiumArgs(), ...browserArgs],
      });
      chromiumVersion = browser.version();
      try {
        if (options.changesOnly) {
          await measureChanges(front, browser, loginUrl, note);
          loads.push(loadavg()[0]);
          return;
        }
        for (const page of benchPages(origins).filter((p) => !p.logIn)) {
          const js = await fetchedJs(browser, page, BENCH_CONTEXT);
          const { lhr, ...lh } = await retried(page.label, () => lighthouse(page, settings));
          keep(page.id, lhr);
          record(front, page.id, page.label, { js, lh }, note);
        }
        for (const { persona, routes: own } of personas) {
          const jsSession = await fetchedJsSession(browser, BENCH_CONTEXT, { persona, loginUrl });
          try {
            const lhSession = await lighthouseSession({ persona, loginUrl }, settings);
            try {
              for (const route of own) {
                const url = `${origins.portal}${route.href}`;
                const js = await jsSession.measure(route, url);
                const label = routeLabel(route);
                const { lhr, ...lh } = await retried(label, () => lhSession.measure(url));
                keep(route.name, lhr);
                record(front, route.name, label, { js, lh }, `${note} ${persona}`);
              }
            } finally {
              await lhSession.close();
            }
          } finally {
            await jsSession.close();
          }
        }
        loads.push(loadavg()[0]);

        const runTrips = [];
        for (let timed = 0; timed < options.logins; timed += 1) {
          const { roundTripMs } = await loginOnly(browser, BENCH_CONTEXT, loginUrl, origins);
          runTrips.push(roundTripMs);
        }
        measured[front].roundTrips.push(...runTrips);
        const login = await loginAndTour(browser, BENCH_CONTEXT, loginUrl, origins);
        measured[front].logins.push(login);
        console.log(
          `${note} logins: ${runTrips.map((t) => (t / 1000).toFixed(2)).join(', ')} s to the first tile; tour of ${login.routes} routes, ${login.duplicates.length} duplicate GETs`,
        );

        await measureChanges(front, browser, loginUrl, note);
      } finally {
        await browser.close();
      }
    } finally {
      await servers.stop();
      servers = undefined;
    }
  }

  try {
    for (let run = 1; run <= options.runs; run += 1) {
      // Interleaved: neither transport always measures first, on a machine warming up or down.
      const order = run % 2 === 1 ? options.fronts : [...options.fronts].reverse();
      for (const front of order) await measureFront(front, run);
    }
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }

  const loadAverage = `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`;
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'} (load average ${loadAverage}), Node ${process.version}, Chromium ${chromiumVersion}`;
  mkdirSync(outDir, { recursive: true });
  if (options.changesOnly) {
    const changes = summarizeChanges({ routes, fronts: measured });
    const about = {
      date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      commit: measuredCommit,
      runs: options.runs,
      machine,
      fronts: options.fronts,
      routes: routes.map((route) => route.href),
    };
    const markdown = changesMarkdown(changes, about);
    writeFileSync(
      join(outDir, 'changes.json'),
      `${JSON.stringify({ about, ...changes, measured }, null, 2)}\n`,
    );
    writeFileSync(join(outDir, 'changes.md'), markdown);
    console.log(`\n${markdown}\nWritten: bench-results/changes.json, bench-results/changes.md`);
    failOnChanges(changes);
    return;
  }
  const fronts = Object.fromEntries(
    options.fronts.map((front) => {
      const { pages, logins, roundTrips } = measured[front];
      return [front, summarize({ pages, logins, roundTrips, statics })];
    }),
  );
  const result = { fronts, routes: summarizeRoutes({ routes, fronts: measured }) };
  const lighthouseVersion = JSON.parse(
    readFileSync(join(repo, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version;
  const about = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: measuredCommit,
    runs: options.runs,
    logins: options.logins,
    machine,
    lighthouse: lighthouseVersion,
    throttling: options.devtoolsThrottling ? 'devtools' : 'simulated',
    fronts: options.fronts,
    routes: routes.map((route) => route.href),
  };
  const markdown = toMarkdown(result, about);
  writeFileSync(
    join(outDir, 'bench.json'),
    `${JSON.stringify({ about, ...result, measured, statics }, null, 2)}\n`,
  );
  writeFileSync(join(outDir, 'bench.md'), markdown);
  console.log(`\n${markdown}\nWritten: bench-results/bench.json, bench-results/bench.md`);
  failOnChanges(summarizeChanges({ routes, fronts: measured }));
}

/** Exit code 2 when a route's change p75 is over its budget, on any transport (issue #34). */
function failOnChanges(changes) {
  const over = overChangeBudget(changes);
  if (over.length === 0) return;
  console.error(`\n${overChangeBudgetText(over)}`);
  process.exitCode = 2;
}

main().catch((error) => {
  console.error(`\nThe bench could not measure: ${error.stack ?? error}`);
  process.exit(1);
});
