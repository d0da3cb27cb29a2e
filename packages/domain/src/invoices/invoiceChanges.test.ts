import { describe, expect, it } from 'vitest';
import { invoiceDifference } from './invoiceChanges.ts';
import type { InvoiceLine, InvoiceLineCause } from './schema.ts';

const monthly = (
  subject: string,
  amount: number,
  cause: InvoiceLineCause = { kind: 'Subscription' },
): InvoiceLine => ({
  id: `${subject}-${amount}`,
  group: 'MonthlyFees',
  description: subject,
  subject,
  amount,
  period: { from: '2026-09-01', to: '2026-09-30' },
  proration: null,
  cause,
});
const prorated = (
  subject: string,
  monthlyPrice: number,
  days: number,
  amount: number,
): InvoiceLine => ({
  ...monthly(subject, amount, { kind: 'ProductChange', orderId: 'ORD-1010' }),
  period: { from: `2026-09-${31 - days}`, to: '2026-09-30' },
  proration: { days, periodDays: 30, monthlyPrice },
});
const oneOff = (subject: string, amount: number, orderId: string): InvoiceLine => ({
  ...monthly(subject, amount, { kind: 'Order', orderId }),
  group: 'OneOffCosts',
  period: null,
});
const usage = (amount: number): InvoiceLine => ({
  ...monthly('Voip', amount, { kind: 'Usage', usageKind: 'Voip', month: '2026-08' }),
  group: 'Usage',
  description: 'Bellen buiten je bundel',
});
const credit = (creditId: string, amount: number): InvoiceLine => ({
  ...monthly(creditId, -amount, { kind: 'Credit', creditId }),
  group: 'Credits',
  period: null,
});
const discount = (subject: string, amount: number): InvoiceLine => ({
  ...monthly(subject, -amount, { kind: 'ProductChange', orderId: 'ORD-1010' }),
  group: 'Discounts',
});

const tv = monthly('TV Compleet', 21);
const internet = monthly('Internet Start', 45);

// Each row: previous lines, current lines, the difference (cents), the changes
// [subject, reason, delta, link kind] in group order.
const rows: {
  name: string;
  previous: InvoiceLine[];
  current: InvoiceLine[];
  difference: number;
  changes: [string, string, number, string | null][];
}[] = [
  {
    name: 'the same lines: no change',
    previous: [internet, tv],
    current: [internet, tv],
    difference: 0,
    changes: [],
  },
  {
    name: 'a proration: 12 dagen TV Compleet for a new product',
    previous: [internet],
    current: [internet, prorated('TV Compleet', 21, 12, 8.4)],
    difference: 840,
    changes: [['TV Compleet', 'Added', 840, 'Order']],
  },
  {
    name: 'a product charged for part of the month after a full one',
    previous: [internet, tv],
    current: [internet, prorated('TV Compleet', 21, 12, 8.4)],
    difference: -1260,
    changes: [['TV Compleet', 'Prorated', -1260, 'Order']],
  },
  {
    name: "the full month again after a proration: the proration's cause leads",
    previous: [internet, prorated('Ziggo Sport Totaal', 14.95, 16, 7.97)],
    current: [internet, monthly('Ziggo Sport Totaal', 14.95)],
    difference: 698,
    changes: [['Ziggo Sport Totaal', 'FullPeriod', 698, 'Order']],
  },
  {
    name: 'a one-off cost, then gone',
    previous: [internet],
    current: [internet, oneOff('Vervangende Mediabox Next Mini', 39.9, 'ORD-4003')],
    difference: 3990,
    changes: [['Vervangende Mediabox Next Mini', 'Added', 3990, 'Order']],
  },
  {
    name: 'jan September → October: € 115,50 → € 130,45',
    previous: [
      internet,
      prorated('Ziggo Sport Totaal', 14.95, 16, 7.97),
      usage(11.04),
      credit('CR-1001', 25),
    ],
    current: [internet, monthly('Ziggo Sport Totaal', 14.95)],
    difference: 698 + 1104 * -1 + 2500,
    changes: [
      ['Ziggo Sport Totaal', 'FullPeriod', 698, 'Order'],
      ['Voip', 'Removed', -1104, 'Usage'],
      ['CR-1001', 'Removed', 2500, 'Credit'],
    ],
  },
  {
    name: 'a discount that ends, usage that changes, a price that changes',
    previous: [monthly('Internet Start', 42.5), usage(2.02), discount('Ziggo Sport Totaal', 14.95)],
    current: [internet, usage(0.94)],
    difference: 250 - 108 + 1495,
    changes: [
      ['Internet Start', 'Amount', 250, null],
      ['Voip', 'Amount', -108, 'Usage'],
      ['Ziggo Sport Totaal', 'Removed', 1495, 'Order'],
    ],
  },
  {
    name: 'amounts that do not add up in floating point still do in cents',
    previous: [monthly('A', 0.1), monthly('B', 0.2)],
    current: [monthly('A', 0.3), monthly('B', 0.2)],
    difference: 20,
    changes: [['A', 'Amount', 20, null]],
  },
];

describe('invoiceDifference: what changed against the previous invoice (issue #29)', () => {
  it.each(rows)('$name', ({ previous, current, difference, changes }) => {
    const result = invoiceDifference({
      invoiceId: 'now',
      lines: current,
      previous: { invoiceId: 'before', lines: previous },
    });
    expect(result.differenceCents).toBe(difference);
    expect(
      result.changes.map((change) => [
        change.subject,
        change.reason,
        change.deltaCents,
        change.link?.kind ?? null,
      ]),
    ).toEqual(changes);
    // Totals add up: the changes make the difference, and the totals are the lines' sums.
    expect(result.changes.reduce((sum, change) => sum + change.deltaCents, 0)).toBe(difference);
    expect(result.totalCents - result.previousTotalCents!).toBe(difference);
    expect(result.groups.reduce((sum, group) => sum + group.totalCents, 0)).toBe(result.totalCents);
  });

  it('a proration keeps its days and product for the words "12 dagen TV Compleet: € 8,40"', () => {
    const [change] = invoiceDifference({
      invoiceId: 'now',
      lines: [internet, prorated('TV Compleet', 21, 12, 8.4)],
      previous: { invoiceId: 'before', lines: [internet] },
    }).changes;
    expect(change).toMatchObject({
      description: 'TV Compleet',
      currentCents: 840,
      proration: { days: 12, periodDays: 30, monthlyPrice: 21 },
      link: { kind: 'Order', orderId: 'ORD-1010' },
    });
  });

  it('a first invoice has its lines grouped in order and nothing to compare with', () => {
    const result = invoiceDifference({
      invoiceId: 'first',
      lines: [
        credit('CR-1', 5),
        usage(2),
        oneOff('Aansluiten', 25, 'ORD-1'),
        internet,
        discount('X', 10),
      ],
      previous: null,
    });
    expect(result.groups.map(({ group, totalCents }) => [group, totalCents])).toEqual([
      ['MonthlyFees', 4500],
      ['OneOffCosts', 2500],
      ['Usage', 200],
      ['Discounts', -1000],
      ['Credits', -500],
    ]);
    expect(result).toMatchObject({
      totalCents: 5700,
      previousTotalCents: null,
      differenceCents: null,
      changes: [],
    });
  });
});
