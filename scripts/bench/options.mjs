// `npm run bench -- --runs 5 --skip-build`: how many interleaved runs, and whether to build.

/** @returns {{ runs: number, skipBuild: boolean }} */
export function parseOptions(argv) {
  const options = { runs: 3, skipBuild: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--skip-build') options.skipBuild = true;
    else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = arg === '--runs' ? argv[++i] : arg.slice('--runs='.length);
      const runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1)
        throw new Error(`--runs wants a whole number ≥ 1, got ${value}`);
      options.runs = runs;
    } else throw new Error(`Unknown option ${arg}. Options: --runs N, --skip-build.`);
  }
  return options;
}
