// `npm run bench -- --runs 5 --logins 6 --skip-build --keep-lhr --devtools-throttling --front http1`:
// how many interleaved runs, how many logins each run times (besides the one that tours the routes),
// whether to build, whether to write each Lighthouse report
// (bench-results/lhr/) to read its audits (critical request chains, LCP phases, network
// requests), and a diagnosis: Lighthouse's devtools throttling (Chromium itself slowed to the
// same slow 4G and 4× CPU, so the page's real request order under that network is what is
// timed) instead of the simulation issue #10's targets are stated in (ADR 091); and the
// transport: `h2` (default) through a TLS + HTTP/2 front as production's load balancer serves,
// `http1` straight to the production nginx over plain HTTP/1.1, the measure before ADR 098.

export const FRONTS = ['h2', 'http1'];

/** @returns {{ runs: number, logins: number, skipBuild: boolean, keepLhr: boolean, devtoolsThrottling: boolean, front: 'h2' | 'http1' }} */
export function parseOptions(argv) {
  const options = {
    runs: 3,
    // One login varies by ±0.1 s on a 2-core machine: the median of 15 (3 runs × 5) holds still.
    logins: 5,
    skipBuild: false,
    keepLhr: false,
    devtoolsThrottling: false,
    front: 'h2',
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--skip-build') options.skipBuild = true;
    else if (arg === '--keep-lhr') options.keepLhr = true;
    else if (arg === '--devtools-throttling') options.devtoolsThrottling = true;
    else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = arg === '--runs' ? argv[++i] : arg.slice('--runs='.length);
      const runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1)
        throw new Error(`--runs wants a whole number ≥ 1, got ${value}`);
      options.runs = runs;
    } else if (arg === '--logins' || arg.startsWith('--logins=')) {
      const value = arg === '--logins' ? argv[++i] : arg.slice('--logins='.length);
      const logins = Number(value);
      if (!Number.isInteger(logins) || logins < 1)
        throw new Error(`--logins wants a whole number ≥ 1, got ${value}`);
      options.logins = logins;
    } else if (arg === '--front' || arg.startsWith('--front=')) {
      const value = arg === '--front' ? argv[++i] : arg.slice('--front='.length);
      if (!FRONTS.includes(value))
        throw new Error(`--front wants ${FRONTS.join(' or ')}, got ${value}`);
      options.front = value;
    } else
      throw new Error(
        `Unknown option ${arg}. Options: --runs N, --logins N, --skip-build, --keep-lhr, --devtools-throttling, --front h2|http1.`,
      );
  }
  return options;
}
