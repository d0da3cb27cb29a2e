// `npm run bench:timeline -- --logins 40 --builds A=/tmp/dist-a,B=/tmp/dist-b` (ADR 113): the login's
// callback leg step by step (the auth chunk, the token, the reads, the entry's long task, the
// tile), over many logins; with `--cpu` also whose CPU each login spent (ADR 114,
// processCpu.mjs); and with `--builds` alternating production builds of the portal from
// one login to the next, so that two builds meet the same machine load. Each build is a copy of
// apps/portal/dist; the timeline links apps/portal/dist to each in turn (nginx reads its files per
// request) and puts the folder that was there back at the end. Without `--builds` it times the
// build in apps/portal/dist. A diagnosis, not a test: it prints quartiles per build and exits 0.
import '../check-node.mjs';
import { existsSync, lstatSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumExecutable, playwrightChromiumArgs } from '../lib/browser.mjs';
import { portalDist } from '../lib/portalBuild.mjs';
import { callbackLeg, legsTable, summarizeLegs } from './callbackLeg.mjs';
import { loginOnly } from './loginTour.mjs';
import { parseTimelineOptions } from './options.mjs';
import { BENCH_CONTEXT, benchPages } from './pages.mjs';
import { cpuBetween, cpuSnapshot, cpuTable } from './processCpu.mjs';
import { startServers } from './servers.mjs';

// Every document of the login: long tasks from its start (the entry's evaluation is one).
function observeLongTasks() {
  window.__vonkLongTasks = [];
  new PerformanceObserver((list) => {
    for (const task of list.getEntries())
      window.__vonkLongTasks.push({ start: task.startTime, duration: task.duration });
  }).observe({ type: 'longtask' });
}
function readCallbackLeg() {
  const [navigation] = performance.getEntriesByType('navigation');
  return {
    timeOrigin: performance.timeOrigin,
    htmlEnd: navigation.responseEnd,
    resources: performance
      .getEntriesByType('resource')
      .map((r) => ({ name: r.name, start: r.startTime, end: r.responseEnd })),
    longTasks: window.__vonkLongTasks ?? [],
    authChunk: document.querySelector('meta[name="vonk-early-signin"]')?.content ?? '',
  };
}

async function main() {
  const options = parseTimelineOptions(process.argv.slice(2), (dir) =>
    existsSync(join(dir, 'index.html')),
  );
  const kept = `${portalDist}.timeline-kept`;
  const swapping = options.builds.length > 0;
  if (swapping) {
    if (existsSync(kept))
      throw new Error(`${kept} is left from an earlier timeline: put it back first.`);
    if (existsSync(portalDist)) renameSync(portalDist, kept);
  }
  const use = (dir) => {
    if (lstatSync(portalDist, { throwIfNoEntry: false })) rmSync(portalDist);
    symlinkSync(dir, portalDist);
  };
  const builds = swapping ? options.builds : [['build', portalDist]];
  if (swapping) use(builds[0][1]);
  const servers = await startServers('h2');
  const legs = [];
  const cpuByBuild = new Map(builds.map(([label]) => [label, []]));
  const kinds = new Map();
  try {
    const browser = await chromium.launch({
      executablePath: chromiumExecutable(),
      args: [...playwrightChromiumArgs(), ...servers.browserArgs],
    });
    const dashboard = benchPages(servers.origins).at(-1).url;
    const snapshots = {};
    const observe = {
      init: observeLongTasks,
      read: readCallbackLeg,
      ...(options.cpu && { onMark: (name) => (snapshots[name] = cpuSnapshot(kinds)) }),
    };
    for (let i = 0; i < options.warmups + options.logins * builds.length; i += 1) {
      const [label, dir] = builds[i % builds.length];
      if (swapping) use(dir);
      const { roundTripMs, tileAt, observed } = await loginOnly(
        browser,
        BENCH_CONTEXT,
        dashboard,
        servers.origins,
        observe,
      );
      if (i < options.warmups) continue;
      if (options.cpu) cpuByBuild.get(label).push(cpuBetween(snapshots.submit, snapshots.tile));
      const leg = {
        build: label,
        roundTripMs,
        ...callbackLeg({ ...observed, tileAt: tileAt - observed.timeOrigin }),
      };
      legs.push(leg);
      console.log(
        `${label}: ${Math.round(roundTripMs)} ms; token at ${Math.round(leg.tokenStart)}, last read ${Math.round(leg.readsEnd)}, tile ${Math.round(leg.tile)}`,
      );
    }
    await browser.close();
  } finally {
    await servers.stop();
    if (swapping) {
      rmSync(portalDist);
      if (existsSync(kept)) renameSync(kept, portalDist);
    }
  }
  console.log(`\n${legsTable(summarizeLegs(legs))}`);
  if (options.cpu) console.log(`\n${cpuTable(cpuByBuild)}`);
  console.log("\nms after the callback navigation's start (the IdP's answer is part of it).");
}

main().catch((error) => {
  console.error(`The timeline could not measure: ${error.stack ?? error}`);
  process.exit(1);
});
