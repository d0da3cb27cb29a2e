import type { Credit } from '../credits/schema.ts';
import type { OutageIncident, OutageIncidents } from './schema.ts';

/**
 * What an outage earned the customer (issue #29, ADR 138): nothing (yet), a credit that the next
 * invoice will set off, or a credit set off on a named invoice. The credit names its outage
 * (`outageId`); the outage names no credit, so the link is written once.
 */
export type OutageCompensation =
  | { kind: 'none' }
  | { kind: 'pending'; creditId: string; amount: number }
  | { kind: 'settled'; creditId: string; amount: number; invoiceId: string };

/**
 * The compensation for one outage from the customer's credits. Several credits for one outage
 * (a correction) add up; it is settled only when all are, on the newest one's invoice.
 */
export function outageCompensation(
  incident: Pick<OutageIncident, 'id'>,
  credits: readonly Credit[],
): OutageCompensation {
  const mine = credits
    .filter((credit) => credit.outageId === incident.id)
    .sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
  const newest = mine[0];
  if (!newest) return { kind: 'none' };
  const amount = Math.round(mine.reduce((sum, credit) => sum + credit.amount, 0) * 100) / 100;
  const settled = mine.every((credit) => credit.status === 'Settled' && credit.invoiceId);
  return settled && newest.invoiceId
    ? { kind: 'settled', creditId: newest.id, amount, invoiceId: newest.invoiceId }
    : { kind: 'pending', creditId: newest.id, amount };
}

/**
 * What the outages still running have earned so far, for the dashboard's outage tile (issue #29):
 * the sum of their compensations, 0 when none has one.
 */
export function runningOutageCompensation(
  incidents: OutageIncidents,
  credits: readonly Credit[],
): number {
  const cents = (incidents.incidents ?? [])
    .filter((incident) => incident.status !== 'Resolved')
    .map((incident) => outageCompensation(incident, credits))
    .reduce((sum, item) => sum + (item.kind === 'none' ? 0 : Math.round(item.amount * 100)), 0);
  return cents / 100;
}
