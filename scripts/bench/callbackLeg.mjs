// The login's callback leg, step by step (ADR 113): what `npm run bench:timeline` reads off each
// login's callback document (resource timings, long tasks, the tile's time), and the quartiles
// it prints per build.
import { median, middleHalf } from './stats.mjs';

/**
 * The steps of one login, in ms after the callback navigation's start (the IdP's form submit
 * redirects into it, so the IdP's answer is part of `html`).
 * @param {{ htmlEnd: number, resources: {name: string, start: number, end: number}[],
 *   longTasks: {start: number, duration: number}[], tileAt: number, authChunk: string }} raw
 */
export function callbackLeg({ htmlEnd, resources, longTasks, tileAt, authChunk }) {
  const path = (name) => new URL(name, 'http://x').pathname;
  const find = (test) => resources.filter((r) => test(path(r.name)));
  const [auth] = find((p) => p === authChunk);
  const [token] = find((p) => p.endsWith('/token'));
  const reads = find((p) => p.startsWith('/api/'));
  // The entry evaluates as one long task: the longest after the token's answer.
  const entryTask = longTasks
    .filter((task) => !token || task.start >= token.end)
    .reduce((longest, task) => (task.duration > (longest?.duration ?? 0) ? task : longest), null);
  return {
    htmlEnd,
    authAsked: auth?.start ?? Number.NaN,
    authToToken: auth && token ? token.start - auth.end : Number.NaN,
    tokenStart: token?.start ?? Number.NaN,
    tokenMs: token ? token.end - token.start : Number.NaN,
    readsStart: reads.length ? Math.min(...reads.map((r) => r.start)) : Number.NaN,
    readsEnd: reads.length ? Math.max(...reads.map((r) => r.end)) : Number.NaN,
    entryTaskMs: entryTask?.duration ?? Number.NaN,
    tile: tileAt,
  };
}

/** The steps the summary shows, with their labels. */
export const LEG_STEPS = [
  ['roundTripMs', 'round trip'],
  ['htmlEnd', 'callback HTML'],
  ['authAsked', 'auth chunk asked'],
  ['authToToken', 'auth chunk → token'],
  ['tokenStart', 'token sent'],
  ['tokenMs', 'token answered in'],
  ['readsStart', 'reads sent'],
  ['readsEnd', 'last read answered'],
  ['entryTaskMs', "entry's long task"],
  ['tile', 'tile'],
];

/**
 * Per build: the quartiles of every step over its logins, as `[q1, median, q3]` rounded.
 * @param {{ build: string }[]} legs
 */
export function summarizeLegs(legs) {
  const builds = [...new Set(legs.map((leg) => leg.build))];
  return builds.map((build) => {
    const mine = legs.filter((leg) => leg.build === build);
    const steps = Object.fromEntries(
      LEG_STEPS.map(([key]) => {
        const values = mine.map((leg) => leg[key]);
        const [q1, q3] = middleHalf(values);
        return [key, [q1, median(values), q3].map(Math.round)];
      }),
    );
    return { build, logins: mine.length, steps };
  });
}

/** The summary as a Markdown table: one row per step, one column per build. */
export function legsTable(summaries) {
  const row = (cells) => `| ${cells.join(' | ')} |`;
  return [
    row(['ms (q1 / median / q3)', ...summaries.map((s) => `${s.build} (${s.logins} logins)`)]),
    row(['---', ...summaries.map(() => '---')]),
    ...LEG_STEPS.map(([key, label]) =>
      row([label, ...summaries.map((s) => s.steps[key].join(' / '))]),
    ),
  ].join('\n');
}
