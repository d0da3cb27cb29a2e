// `npm run bench` (issue #10, ADR 028): the logged-in dashboard and /404 side by side with floor C
// on production builds. Builds both (unless --skip-build), serves them, and per run, interleaved
// (floor C, /404, dashboard, then the login and tour), measures the JS fetched and Lighthouse
// mobile; then prints medians, ratios and the targets, and writes bench-results/bench.{json,md}.
// A benchmark, not a test: it exits 0 whatever the targets say, 1 only when it could not measure.
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
import { DASHBOARD_LOAD, NOT_FOUND_LOAD } from '../lib/pageLoads.mjs';
import { buildPortal, portalDist, portalManifest } from '../lib/portalBuild.mjs';
import { staticJs } from '../lib/staticJs.mjs';
import { fetchedJs } from './fetchedJs.mjs';
import { frontNginx } from './front.mjs';
import { lighthouse } from './lighthouse.mjs';
import { loginAndTour, loginOnly } from './loginTour.mjs';
import { parseOptions } from './options.mjs';
import { BENCH_CONTEXT, benchPages } from './pages.mjs';
import { summarize, toMarkdown } from './report.mjs';
import { startServers } from './servers.mjs';

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
async function lighthouseRetried(page, settings) {
  try {
    return await lighthouse(page, settings);
  } catch (error) {
    console.log(`retrying Lighthouse on ${page.label}: ${error.message}`);
    return lighthouse(page, settings);
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  // Before minutes of building: the front's nginx modules (ADR 098).
  if (options.front === 'h2') frontNginx();
  const measuredCommit = commit();
  // The machine is shared: its load explains much of the spread in times and scores.
  const loads = [loadavg()[0]];
  if (!options.skipBuild) {
    console.log('Building the portal and floor C for production…');
    await buildPortal();
    await buildFloorC();
  }
  const statics = {
    floorC: staticJs(floorCManifest(), FLOOR_C_LANDING, floorCDist),
    notFound: staticJs(portalManifest(), NOT_FOUND_LOAD, portalDist),
    dashboard: staticJs(portalManifest(), DASHBOARD_LOAD, portalDist),
  };

  const servers = await startServers(options.front);
  const { browserArgs } = servers;
  const pages = benchPages(servers.origins);
  const measured = Object.fromEntries(
    pages.map((page) => [page.id, { label: page.label, runs: [] }]),
  );
  const logins = [];
  /**
   * The logins timed alone, `--logins` per run. The tour's own login is not among them: its
   * browser logs every request over CDP for the duplicate count, which a customer's does not.
   */
  const roundTrips = [];
  let chromiumVersion;
  const stop = () => servers.stop().finally(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const browser = await chromium.launch({
      executablePath: chromiumExecutable(),
      args: [...playwrightChromiumArgs(), ...browserArgs],
    });
    chromiumVersion = browser.version();
    try {
      for (let run = 1; run <= options.runs; run += 1) {
        for (const page of pages) {
          const js = await fetchedJs(browser, page, BENCH_CONTEXT);
          const { lhr, ...lh } = await lighthouseRetried(page, { ...options, browserArgs });
          if (options.keepLhr) {
            mkdirSync(join(outDir, 'lhr'), { recursive: true });
            writeFileSync(join(outDir, 'lhr', `${page.id}-${run}.json`), JSON.stringify(lhr));
          }
          measured[page.id].runs.push({ js, lh });
          console.log(
            `run ${run}/${options.runs} ${page.label}: JS ${kb(js.gzip)} gzip (${js.files.length} files), LCP ${(lh.lcpMs / 1000).toFixed(2)} s, score ${lh.score}`,
          );
        }
        loads.push(loadavg()[0]);
        const runTrips = [];
        for (let timed = 0; timed < options.logins; timed += 1) {
          const { roundTripMs } = await loginOnly(
            browser,
            BENCH_CONTEXT,
            pages.at(-1).url,
            servers.origins,
          );
          runTrips.push(roundTripMs);
        }
        roundTrips.push(...runTrips);
        const login = await loginAndTour(browser, BENCH_CONTEXT, pages.at(-1).url, servers.origins);
        logins.push(login);
        console.log(
          `run ${run}/${options.runs} logins: ${runTrips.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s to the first tile; tour of ${login.routes} routes, ${login.duplicates.length} duplicate GETs`,
        );
      }
    } finally {
      await browser.close();
    }
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    await servers.stop();
  }

  const loadAverage = `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`;
  const result = summarize({ pages: measured, logins, roundTrips, statics });
  const lighthouseVersion = JSON.parse(
    readFileSync(join(repo, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version;
  const about = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: measuredCommit,
    runs: options.runs,
    logins: options.logins,
    machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'} (load average ${loadAverage}), Node ${process.version}, Chromium ${chromiumVersion}`,
    lighthouse: lighthouseVersion,
    throttling: options.devtoolsThrottling ? 'devtools' : 'simulated',
    front: options.front,
  };
  const markdown = toMarkdown(result, about);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    join(outDir, 'bench.json'),
    `${JSON.stringify({ about, ...result, measured, logins, roundTrips, statics }, null, 2)}\n`,
  );
  writeFileSync(join(outDir, 'bench.md'), markdown);
  console.log(`\n${markdown}\nWritten: bench-results/bench.json, bench-results/bench.md`);
}

main().catch((error) => {
  console.error(`\nThe bench could not measure: ${error.stack ?? error}`);
  process.exit(1);
});
