// Medians: robust to the one slow run a shared machine gives.

/** The middle half of numbers: the lower and upper quartile (medians of each half); NaN when empty. */
export function middleHalf(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  if (sorted.length < 2) return [median(sorted), median(sorted)];
  return [median(sorted.slice(0, half)), median(sorted.slice(sorted.length - half))];
}

/** The median of numbers (the mean of the middle two for an even count); NaN when empty. */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The `q` quantile of numbers (0.75: the p75 of route changes, issue #34), interpolated between
 * the two nearest ranks as a spreadsheet's PERCENTILE does; NaN when empty.
 */
export function quantile(values, q) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = (sorted.length - 1) * q;
  const below = Math.floor(rank);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (rank - below);
}
