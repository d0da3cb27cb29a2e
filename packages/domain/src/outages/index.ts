export { outageIncidents, useOutageIncidents } from './useOutageIncidents.ts';
export { activeOutageCount } from './rules.ts';
