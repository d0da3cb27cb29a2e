export { activeOutageCount, outageTimeline, outagesAtAddress } from './rules.ts';
export { outageIncidents } from './outageIncidents.ts';
export { outageCompensation, runningOutageCompensation } from './compensation.ts';
export type { OutageCompensation } from './compensation.ts';
export { RESOLVED_OUTAGE_VISIBLE_DAYS, expectedFix, outageOverview } from './outageOverview.ts';
export type { ExpectedFix, OutageOverview } from './outageOverview.ts';
export { OUTAGE_PARAM } from './paths.ts';
