// The per-route budgets of issue #34, as a pure function so `npm run size` and its test agree:
// every shell route's cold load against a target of ROUTE_TO_FLOOR_C × floor C, or, where a route
// is over that today, against its ratchet (today's size, rounded up to the kB), so it cannot grow.

const KB = 1024;

/**
 * @param {{ name: string, gzip: number }[]} loads one per route (routePaths name, JS gzip bytes)
 * @param {number} floor floor C's landing route, gzip bytes
 * @param {{ target: number, ratchetsKb: Record<string, number>,
 *   fixed?: Record<string, { budget: number, target: number }> }} rules `target` × floor C for
 *   every route; `ratchetsKb` where a route is allowed more today; `fixed` a route with a budget of
 *   its own (the dashboard: budget and target as × floor C)
 * @returns {{ verdicts: Array<{ name: string, gzip: number, budget: number, target: number,
 *   targetTimes: number, over: boolean, overTarget: boolean, ratchet?: number, hint?: string }>,
 *   problems: string[] }} `hint`: a ratchet the route beat by more than 1 kB, to lower or remove;
 *   `problems`: ratchets that name no route or allow no more than the target (they fail)
 */
export function routeVerdicts(loads, floor, { target, ratchetsKb, fixed = {} }) {
  const names = new Set(loads.map((load) => load.name));
  const problems = Object.keys(ratchetsKb)
    .filter((name) => !names.has(name))
    .map((name) => `ROUTE_RATCHETS_KB.${name} names no shell route: remove it.`);

  const verdicts = loads.map(({ name, gzip }) => {
    const own = fixed[name];
    const targetTimes = own ? own.target : target;
    const targetBytes = Math.floor(targetTimes * floor);
    if (own) {
      const budget = Math.floor(own.budget * floor);
      return {
        name,
        gzip,
        budget,
        target: targetBytes,
        targetTimes,
        over: gzip > budget,
        overTarget: gzip > targetBytes,
      };
    }
    const ratchetKb = ratchetsKb[name];
    const ratchet = ratchetKb === undefined ? undefined : ratchetKb * KB;
    if (ratchet !== undefined && ratchet <= targetBytes) {
      problems.push(
        `ROUTE_RATCHETS_KB.${name} (${ratchetKb} kB) is within the target already: remove it.`,
      );
    }
    const budget = ratchet !== undefined && ratchet > targetBytes ? ratchet : targetBytes;
    const over = gzip > budget;
    return {
      name,
      gzip,
      budget,
      target: targetBytes,
      targetTimes,
      over,
      overTarget: gzip > targetBytes,
      ...(ratchet !== undefined && { ratchet }),
      ...(ratchet !== undefined && !over && { hint: ratchetHint(gzip, budget, targetBytes) }),
    };
  });
  return { verdicts, problems };
}

/**
 * A ratchet for `gzip`: rounded up to the kB with a tenth of a kB to spare, so a rebuild that
 * only renames chunks (their hashes sit in the import strings) does not cross it.
 */
export const ratchetKbFor = (gzip) => Math.ceil((gzip + KB / 10) / KB);

/** What to do with a ratchet the route is well within, or nothing. */
function ratchetHint(gzip, budget, targetBytes) {
  if (gzip <= targetBytes) return 'within target: remove its ratchet';
  const lower = ratchetKbFor(gzip);
  return lower * KB < budget ? `lower its ratchet to ${lower} kB` : undefined;
}
