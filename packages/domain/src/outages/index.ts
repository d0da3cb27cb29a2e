export { outageIncidents, useOutageIncidents } from './useOutageIncidents.ts';
