// `node --test scripts/`: medians, ratios and the issue #10 targets the bench reports.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { summarize, toMarkdown } from './report.mjs';

const file = (name, gzip) => ({
  url: `http://localhost:5173/${name}`,
  gzip,
  brotli: gzip - 10,
  transfer: gzip + 5,
});
const js = (...files) => ({
  gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  brotli: files.reduce((sum, f) => sum + f.brotli, 0),
  transfer: files.reduce((sum, f) => sum + f.transfer, 0),
  files,
});
const lh = (lcpMs, score) => ({ lcpMs, score, fcpMs: lcpMs - 300, tbtMs: 40, scriptTransfer: 1 });
const page = (label, runs) => ({ label, runs });

// Three interleaved runs; the middle values decide.
function measured({
  dashboardGzip = 110_000,
  dashboardLcps = [2000, 2150, 2600],
  score = 96,
} = {}) {
  const floorFiles = [file('assets/index-a.js', 95_000), file('assets/Home-b.js', 5_000)];
  const notFoundFiles = [file('assets/index-c.js', 105_000)];
  const dashboardFiles = [
    file('assets/index-c.js', 105_000),
    file('assets/Dashboard-d.js', dashboardGzip - 105_000),
  ];
  return {
    pages: {
      floorC: page(
        'floor C',
        [1950, 2000, 2100].map((lcp) => ({ js: js(...floorFiles), lh: lh(lcp, 98) })),
      ),
      notFound: page(
        '/404',
        [2100, 2200, 2300].map((lcp) => ({ js: js(...notFoundFiles), lh: lh(lcp, 97) })),
      ),
      dashboard: page(
        '/dashboard',
        dashboardLcps.map((lcp) => ({ js: js(...dashboardFiles), lh: lh(lcp, score) })),
      ),
    },
    logins: [
      { roundTripMs: 400, routes: 21, requests: 60, duplicates: [], revalidations: [] },
      { roundTripMs: 380, routes: 21, requests: 60, duplicates: [], revalidations: [] },
      { roundTripMs: 450, routes: 21, requests: 61, duplicates: [], revalidations: [] },
    ],
    statics: {
      floorC: { gzip: 100_000, files: ['assets/index-a.js', 'assets/Home-b.js'] },
      notFound: { gzip: 105_000, files: ['assets/index-c.js'] },
      dashboard: { gzip: 104_000, files: ['assets/index-c.js', 'assets/parse-e.js'] },
    },
  };
}

const verdicts = (result) => Object.fromEntries(result.targets.map((t) => [t.name, t.pass]));

test('medians and ratios against floor C', () => {
  const { pages, ratios, login } = summarize(measured());
  assert.equal(pages.floorC.jsGzip, 100_000);
  assert.equal(pages.dashboard.lcpMs, 2150);
  assert.equal(ratios.dashboardJs, 1.1);
  assert.equal(ratios.notFoundJs, 1.05);
  assert.equal(ratios.dashboardLcpOverFloorMs, 150);
  assert.equal(login.roundTripMs, 400);
});

test('a dashboard at the floor passes every target of issue #10', () => {
  assert.deepEqual(Object.values(verdicts(summarize(measured()))), [
    true,
    true,
    true,
    true,
    true,
    true,
  ]);
});

test('each target fails on its own limit', () => {
  const heavy = verdicts(summarize(measured({ dashboardGzip: 116_000 })));
  assert.equal(heavy['dashboard JS ≤ 1.15× floor C (gzip)'], false);
  const slow = verdicts(summarize(measured({ dashboardLcps: [2201, 2300, 2400] })));
  assert.equal(slow['dashboard LCP ≤ floor C + 0.2 s'], false);
  const lowScore = verdicts(summarize(measured({ score: 94 })));
  assert.equal(lowScore['dashboard score ≥ 95'], false);
  const duplicated = measured();
  duplicated.logins[1].duplicates = [{ url: 'http://localhost:5173/config.json', count: 2 }];
  duplicated.logins[2].roundTripMs = 500;
  duplicated.logins[0].roundTripMs = 430;
  const result = verdicts(summarize(duplicated));
  assert.equal(result['duplicate GETs (login + tour)'], false);
  assert.equal(result['login round trip ≤ 0.42 s'], false);
});

test("the login round trip is every login's median when each run timed several", () => {
  const input = measured();
  // Three runs of four logins: the tours' own (400, 380, 450) would pass, all twelve do not.
  input.roundTrips = [400, 430, 445, 460, 380, 425, 440, 470, 450, 435, 428, 455];
  const { login } = summarize(input);
  assert.equal(login.roundTripMs, 437.5);
  assert.deepEqual(login.middleHalfMs, [426.5, 452.5]);
  assert.equal(verdicts(summarize(input))['login round trip ≤ 0.42 s'], false);
  const markdown = toMarkdown(summarize(input), {
    date: '2026-11-24T22:00:00Z',
    commit: 'abc1234',
    runs: 3,
    machine: '2 × CPU',
    lighthouse: '13.5.0',
  });
  assert.match(
    markdown,
    /: 0\.44 s, the median of 12 logins \(middle half 0\.43–0\.45 s; in order: 0\.40 s, 0\.43 s,/,
  );
});

test('the static graph and the fetched files are compared file by file', () => {
  const { staticVsFetched } = summarize(measured());
  assert.deepEqual(staticVsFetched.dashboard, {
    fetchedGzip: 110_000,
    gzip: 104_000,
    onlyStatic: ['assets/parse-e.js'],
    onlyFetched: ['assets/Dashboard-d.js'],
  });
  assert.deepEqual(staticVsFetched.floorC.onlyFetched, []);
});

test('the Markdown names every page, target and duplicate', () => {
  const input = measured({ dashboardGzip: 120_000 });
  input.logins[0].duplicates = [{ url: 'http://localhost:5173/config.json', count: 2 }];
  const markdown = toMarkdown(summarize(input), {
    date: '2026-11-23T22:00:00Z',
    commit: 'abc1234',
    runs: 3,
    machine: '2 × CPU',
    lighthouse: '13.5.0',
  });
  assert.match(markdown, /commit abc1234/);
  assert.match(markdown, /\| \/dashboard \| 117\.2 kB \| .* \| 1\.20× \| 2\.15 s \| 96 \|/);
  assert.match(
    markdown,
    /\| dashboard JS ≤ 1\.15× floor C \(gzip\) \| 1\.20× \| 1\.15× \| \*\*fail\*\* \|/,
  );
  assert.match(markdown, /- 2× `http:\/\/localhost:5173\/config\.json`/);
});

test('the Markdown says which transport was measured (ADR 098)', () => {
  const about = { date: 'd', commit: 'c', runs: 1, machine: 'm', lighthouse: 'l' };
  const h2 = toMarkdown(summarize(measured()), { ...about, front: 'h2' });
  assert.match(h2, /^# Bench \(issue #10, h2 \(TLS front\)\)/);
  assert.match(h2, /Transport: HTTP\/2 over TLS, through the bench's front/);
  assert.match(h2, /\| target \| measured \(h2 \(TLS front\)\) \| limit \| result \|/);
  const http1 = toMarkdown(summarize(measured()), { ...about, front: 'http1' });
  assert.match(http1, /^# Bench \(issue #10, HTTP\/1\.1\)/);
  assert.match(http1, /Transport: plain HTTP\/1\.1, straight to the production nginx/);
  assert.match(http1, /\| target \| measured \(HTTP\/1\.1\) \| limit \| result \|/);
});
