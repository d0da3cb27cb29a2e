// `npm run bench -- --runs 5 --logins 6 --skip-build --keep-lhr --devtools-throttling --front http1
// --routes /dashboard,/rekeningen`:
// how many interleaved runs, how many logins each run times (besides the one that tours the routes),
// whether to build, whether to write each Lighthouse report
// (bench-results/lhr/) to read its audits (critical request chains, LCP phases, network
// requests), and a diagnosis: Lighthouse's devtools throttling (Chromium itself slowed to the
// same slow 4G and 4× CPU, so the page's real request order under that network is what is
// timed) instead of the simulation issue #10's targets are stated in (ADR 091); and the
// transports: `both` (default: every run measures each, interleaved, issue #31), `h2` through a TLS +
// HTTP/2 front as production's load balancer serves, `http1` straight to the production nginx over
// plain HTTP/1.1, the measure before ADR 098; and which shell routes to load cold and tour (issue
// #34; default every one, scripts/bench/routes.mjs), by path, pattern or routePaths name;
// `--changes-only` times the warm in-app route changes alone (no floor C, cold loads, Lighthouse or
// logins): minutes instead of an hour when a change is what is being worked on.

export const FRONTS = ['h2', 'http1'];
const FRONT_CHOICES = ['both', ...FRONTS];

/** `value` of `option` as a whole number ≥ `least`, or an error that says so. */
function count(option, value, least = 1) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < least)
    throw new Error(`${option} wants a whole number ≥ ${least}, got ${value}`);
  return number;
}

/**
 * @returns {{ runs: number, logins: number, skipBuild: boolean, keepLhr: boolean,
 *   devtoolsThrottling: boolean, fronts: ('h2' | 'http1')[], routes: string[] | undefined,
 *   changesOnly: boolean }}
 *   `routes`: undefined for every shell route.
 */
export function parseOptions(argv) {
  const options = {
    runs: 3,
    // One login varies by ±0.1 s on a 2-core machine: the median of 15 (3 runs × 5) holds still.
    logins: 5,
    skipBuild: false,
    keepLhr: false,
    devtoolsThrottling: false,
    fronts: [...FRONTS],
    routes: undefined,
    changesOnly: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--skip-build') options.skipBuild = true;
    else if (arg === '--keep-lhr') options.keepLhr = true;
    else if (arg === '--devtools-throttling') options.devtoolsThrottling = true;
    else if (arg === '--changes-only') options.changesOnly = true;
    else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = arg === '--runs' ? argv[++i] : arg.slice('--runs='.length);
      options.runs = count('--runs', value);
    } else if (arg === '--logins' || arg.startsWith('--logins=')) {
      const value = arg === '--logins' ? argv[++i] : arg.slice('--logins='.length);
      options.logins = count('--logins', value);
    } else if (arg === '--front' || arg.startsWith('--front=')) {
      const value = arg === '--front' ? argv[++i] : arg.slice('--front='.length);
      if (!FRONT_CHOICES.includes(value))
        throw new Error(`--front wants ${FRONT_CHOICES.join(', ')}, got ${value}`);
      options.fronts = value === 'both' ? [...FRONTS] : [value];
    } else if (arg === '--routes' || arg.startsWith('--routes=')) {
      const value = arg === '--routes' ? argv[++i] : arg.slice('--routes='.length);
      const routes = (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      if (routes.length === 0) throw new Error('--routes wants a comma-separated list of routes');
      options.routes = routes;
    } else
      throw new Error(
        `Unknown option ${arg}. Options: --runs N, --logins N, --skip-build, --keep-lhr, --devtools-throttling, --front both|h2|http1, --routes /a,/b, --changes-only.`,
      );
  }
  return options;
}

/**
 * `npm run bench:timeline -- --logins N --warmups N --builds A=DIR,B=DIR --cpu` (ADR 113, 114):
 * logins per build (default 20), untimed logins first (default 2), the builds to alternate, each a
 * copy of apps/portal/dist (`isBuild` checks one; no `--builds`: the build in apps/portal/dist),
 * and whether to count each process's CPU time between the submit and the tile.
 * @returns {{ logins: number, warmups: number, builds: [string, string][], cpu: boolean }}
 */
export function parseTimelineOptions(argv, isBuild) {
  const options = { logins: 20, warmups: 2, builds: [], cpu: false };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--cpu') {
      options.cpu = true;
      continue;
    }
    const [name, inline] = argv[i].split(/=(.*)/s);
    const value = inline ?? argv[++i];
    if (name === '--logins') options.logins = count(name, value);
    else if (name === '--warmups') options.warmups = count(name, value, 0);
    else if (name === '--builds') {
      options.builds = (value ?? '').split(',').map((pair) => pair.split('='));
      for (const [label, dir] of options.builds) {
        if (!label || !dir || !isBuild(dir))
          throw new Error(
            `--builds wants LABEL=DIR,… with a built portal in each DIR, got ${label}=${dir}`,
          );
      }
    } else
      throw new Error(
        `Unknown option ${name}. Options: --logins N, --warmups N, --builds A=DIR,B=DIR, --cpu.`,
      );
  }
  return options;
}
