import { read, returns } from '../contract/endpoint.ts';
import type { OutageIncidents } from './schema.ts';

export const outageReads = {
  outageIncidents: read('/api/outages/incidents', 'medium', returns<OutageIncidents>()),
};
