// `npm run bench -- --runs 5 --skip-build --keep-lhr`: how many interleaved runs, whether to
// build, and whether to write each Lighthouse report (bench-results/lhr/) to read its audits
// (critical request chains, LCP phases, network requests).

/** @returns {{ runs: number, skipBuild: boolean, keepLhr: boolean }} */
export function parseOptions(argv) {
  const options = { runs: 3, skipBuild: false, keepLhr: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--skip-build') options.skipBuild = true;
    else if (arg === '--keep-lhr') options.keepLhr = true;
    else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = arg === '--runs' ? argv[++i] : arg.slice('--runs='.length);
      const runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1)
        throw new Error(`--runs wants a whole number ≥ 1, got ${value}`);
      options.runs = runs;
    } else throw new Error(`Unknown option ${arg}. Options: --runs N, --skip-build, --keep-lhr.`);
  }
  return options;
}
