export { activeOutageCount, outageTimeline, outagesAtAddress } from './rules.ts';
export { outageIncidents } from './outageIncidents.ts';
