export { outageIncidents, useOutageIncidents } from './useOutageIncidents.ts';
export { activeOutageCount, outageTimeline, outagesAtAddress } from './rules.ts';
