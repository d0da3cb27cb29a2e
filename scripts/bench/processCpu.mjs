// Whose CPU a login spends (ADR 114): `npm run bench:timeline -- --cpu` reads every process's CPU
// time from /proc when the IdP form is submitted and when the first tile shows, and sums the
// difference by kind of process (the portal's renderer, Chromium's own UI, its browser process,
// nginx, the sandbox). Linux only: /proc is where the kernel keeps those counters.
import { readFileSync, readdirSync } from 'node:fs';

/** The kernel's clock ticks per second for utime/stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time (user + system, ms) in one /proc/<pid>/stat line. The command name sits in
 * parentheses and may itself hold spaces or parentheses, so the fields are counted after the last.
 */
export function cpuMsOfStat(stat) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of proc(5), counted from the state (field 3) here.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/**
 * What a process is to the login, from its command line (NUL-separated argv), or undefined for a
 * process that is none of the bench's.
 */
export function processKind(cmdline) {
  const args = cmdline.split('\0');
  const line = args.join(' ');
  if (/chrom(e|ium)/.test(args[0])) {
    const type = /--type=([\w-]+)/.exec(line)?.[1];
    if (!type) return 'Chromium browser process';
    if (type === 'renderer')
      return line.includes('--top-chrome-webui')
        ? "Chromium's own UI (renderer)"
        : 'page renderers';
    const service = /--utility-sub-type=[\w]+\.mojom\.(\w+)/.exec(line)?.[1];
    return `Chromium ${service ?? type}`;
  }
  if (/(^|\/)nginx$/.test(args[0]) || /^nginx: /.test(args[0])) return 'nginx';
  if (line.includes('scripts/start.mjs')) return 'sandbox IdP + API (node)';
  return undefined;
}

/**
 * Every process's CPU time now, by pid: `{ cpuMs, kind }` for the bench's processes. `kinds`
 * remembers each pid's kind across snapshots, so a snapshot taken mid-login reads one file per
 * process, not two.
 */
export function cpuSnapshot(kinds = new Map(), proc = '/proc') {
  const snapshot = new Map();
  for (const pid of readdirSync(proc)) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!kinds.has(pid))
        kinds.set(pid, processKind(readFileSync(`${proc}/${pid}/cmdline`, 'utf8')));
      const kind = kinds.get(pid);
      if (kind)
        snapshot.set(pid, {
          kind,
          cpuMs: cpuMsOfStat(readFileSync(`${proc}/${pid}/stat`, 'utf8')),
        });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return snapshot;
}

/**
 * CPU ms by kind between two snapshots. A process born in between counts whole; one that ended
 * in between is lost (its last counters went with it), so read `after` while the page is open.
 */
export function cpuBetween(before, after) {
  const byKind = new Map();
  for (const [pid, { kind, cpuMs }] of after) {
    const spent = cpuMs - (before.get(pid)?.cpuMs ?? 0);
    if (spent > 0) byKind.set(kind, (byKind.get(kind) ?? 0) + spent);
  }
  return byKind;
}

/**
 * The mean CPU ms per login by kind of process, one column per build, heaviest first, with the
 * total last.
 * @param {Map<string, Map<string, number>[]>} byBuild each build's logins, each CPU ms by kind
 */
export function cpuTable(byBuild) {
  const builds = [...byBuild.keys()];
  const mean = (logins, kind) =>
    logins.reduce((sum, login) => sum + (login.get(kind) ?? 0), 0) / Math.max(logins.length, 1);
  const kinds = [...new Set([...byBuild.values()].flat().flatMap((login) => [...login.keys()]))];
  const first = byBuild.get(builds[0]);
  kinds.sort((a, b) => mean(first, b) - mean(first, a));
  const row = (label, values) => `| ${label} | ${values.map((v) => Math.round(v)).join(' | ')} |`;
  return [
    `| CPU ms per login, submit → tile | ${builds.join(' | ')} |`,
    `| --- | ${builds.map(() => '---:').join(' | ')} |`,
    ...kinds.map((kind) =>
      row(
        kind,
        builds.map((b) => mean(byBuild.get(b), kind)),
      ),
    ),
    row(
      'all',
      builds.map((b) => kinds.reduce((sum, kind) => sum + mean(byBuild.get(b), kind), 0)),
    ),
  ].join('\n');
}
