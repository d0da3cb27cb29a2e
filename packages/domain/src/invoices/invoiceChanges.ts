import type {
  InvoiceExplanation,
  InvoiceLine,
  InvoiceLineGroup,
  InvoiceLineProration,
  UsageKind,
} from './schema.ts';

/** The order an invoice shows its groups in (ADR 134). */
export const INVOICE_LINE_GROUPS: readonly InvoiceLineGroup[] = [
  'MonthlyFees',
  'OneOffCosts',
  'Usage',
  'Discounts',
  'Credits',
];

/** Where a line or a change leads: the order, the usage of a month, or the credit behind it. */
export type InvoiceLink =
  | { kind: 'Order'; orderId: string }
  | { kind: 'Usage'; usageKind: UsageKind; month: string }
  | { kind: 'Credit'; creditId: string };

export interface InvoiceLineView {
  id: string;
  description: string;
  cents: number;
  period: InvoiceLine['period'];
  proration: InvoiceLineProration | null;
  link: InvoiceLink | null;
}

export interface InvoiceLineGroupView {
  group: InvoiceLineGroup;
  lines: InvoiceLineView[];
  totalCents: number;
}

/**
 * Why a line differs from the previous invoice: new on this one, gone since the previous one,
 * charged for part of the period now (or again in full), or another amount.
 */
export type InvoiceChangeReason = 'Added' | 'Removed' | 'Prorated' | 'FullPeriod' | 'Amount';

export interface InvoiceChange {
  subject: string;
  group: InvoiceLineGroup;
  description: string;
  reason: InvoiceChangeReason;
  previousCents: number;
  currentCents: number;
  /** currentCents − previousCents. */
  deltaCents: number;
  /** This invoice's proration, or the previous one's when the line is in full again. */
  proration: InvoiceLineProration | null;
  link: InvoiceLink | null;
}

export interface InvoiceDifference {
  groups: InvoiceLineGroupView[];
  totalCents: number;
  /** Null for a first invoice: nothing to compare with. */
  previousTotalCents: number | null;
  /** totalCents − previousTotalCents, the sum of the changes' deltas; null for a first invoice. */
  differenceCents: number | null;
  changes: InvoiceChange[];
}

export const toCents = (euro: number) => Math.round(euro * 100);

function linkOf(line: InvoiceLine): InvoiceLink | null {
  const { cause } = line;
  switch (cause.kind) {
    case 'Order':
    case 'ProductChange':
      return { kind: 'Order', orderId: cause.orderId };
    case 'Usage':
      return { kind: 'Usage', usageKind: cause.usageKind, month: cause.month };
    case 'Credit':
      return { kind: 'Credit', creditId: cause.creditId };
    case 'Subscription':
      return null;
  }
}

const key = (line: InvoiceLine) => `${line.group}/${line.subject}`;

function sumBySubject(lines: readonly InvoiceLine[]): Map<string, InvoiceLine[]> {
  const bySubject = new Map<string, InvoiceLine[]>();
  for (const line of lines) bySubject.set(key(line), [...(bySubject.get(key(line)) ?? []), line]);
  return bySubject;
}

const total = (lines: readonly InvoiceLine[]) =>
  lines.reduce((sum, line) => sum + toCents(line.amount), 0);

function groupsOf(lines: readonly InvoiceLine[]): InvoiceLineGroupView[] {
  return INVOICE_LINE_GROUPS.flatMap((group) => {
    const inGroup = lines.filter((line) => line.group === group);
    if (!inGroup.length) return [];
    return [
      {
        group,
        lines: inGroup.map((line) => ({
          id: line.id,
          description: line.description,
          cents: toCents(line.amount),
          period: line.period,
          proration: line.proration,
          link: linkOf(line),
        })),
        totalCents: total(inGroup),
      },
    ];
  });
}

function reasonOf(previous: InvoiceLine[], current: InvoiceLine[]): InvoiceChangeReason {
  if (!previous.length) return 'Added';
  if (!current.length) return 'Removed';
  const prorated = (lines: InvoiceLine[]) => lines.some((line) => line.proration !== null);
  if (prorated(current)) return 'Prorated';
  if (prorated(previous)) return 'FullPeriod';
  return 'Amount';
}

/**
 * An invoice's lines grouped (monthly fees, one-off costs, usage, discounts, credits) and, against
 * the previous invoice, each change with its reason and where it leads (ADR 134). Lines match by
 * group and subject; a subject whose amount stayed the same is no change. Amounts in whole cents,
 * so the changes add up to the difference exactly.
 */
export function invoiceDifference(explanation: InvoiceExplanation): InvoiceDifference {
  const { lines, previous } = explanation;
  const totalCents = total(lines);
  const groups = groupsOf(lines);
  if (!previous) {
    return { groups, totalCents, previousTotalCents: null, differenceCents: null, changes: [] };
  }
  const now = sumBySubject(lines);
  const before = sumBySubject(previous.lines);
  const keys = [...new Set([...now.keys(), ...before.keys()])];
  const changes = keys.flatMap((subjectKey): InvoiceChange[] => {
    const current = now.get(subjectKey) ?? [];
    const earlier = before.get(subjectKey) ?? [];
    const currentCents = total(current);
    const previousCents = total(earlier);
    if (currentCents === previousCents) return [];
    const sample = (current[0] ?? earlier[0])!;
    const reason = reasonOf(earlier, current);
    const prorated = reason === 'FullPeriod' ? earlier : current;
    return [
      {
        subject: sample.subject,
        group: sample.group,
        description: sample.description,
        reason,
        previousCents,
        currentCents,
        deltaCents: currentCents - previousCents,
        proration: prorated.find((line) => line.proration)?.proration ?? null,
        // A monthly fee in full again has no cause of its own: the line that changed it leads.
        link: [...current, ...earlier].map(linkOf).find((link) => link !== null) ?? null,
      },
    ];
  });
  changes.sort(
    (a, b) => INVOICE_LINE_GROUPS.indexOf(a.group) - INVOICE_LINE_GROUPS.indexOf(b.group),
  );
  const previousTotalCents = total(previous.lines);
  return {
    groups,
    totalCents,
    previousTotalCents,
    differenceCents: totalCents - previousTotalCents,
    changes,
  };
}
