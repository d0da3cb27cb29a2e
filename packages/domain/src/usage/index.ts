export { usageUrl } from './paths.ts';
export {
  USAGE_CHART_MONTHS,
  USAGE_HISTORY_MONTHS,
  callTotals,
  durationParts,
  monthNavigation,
  monthOf,
  recentMonths,
  shiftMonth,
  usageMonthParam,
} from './rules.ts';
export type { UsageMonth } from './rules.ts';
