import type { Invoice, InvoiceLine, InvoiceLineCause, Subscription } from '@vonk/domain/contract';
import type { CustomerPersona } from './types.ts';

// The lines of the personas' invoices (ADR 134). Monthly fees are for the calendar month of the
// invoice date (as `invoicePeriod` says), usage for the month before. Amounts in euro, like the
// invoices themselves; each invoice's lines add up to its amount (a contract test checks that).

const euro = (cents: number) => Math.round(cents) / 100;
const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar month of the invoice date, as the portal's `invoicePeriod` says. */
function invoicePeriod({ invoiceDate }: { invoiceDate: string }) {
  const [year, month] = invoiceDate.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    from: `${invoiceDate.slice(0, 7)}-01`,
    to: `${invoiceDate.slice(0, 7)}-${pad(lastDay)}`,
  };
}

/** The invoice builder for one invoice: number its lines and give them its period. */
export function linesFor(invoiceNumber: string, invoiceDate: string) {
  let count = 0;
  const period = invoicePeriod({ invoiceDate });
  const id = () => `${invoiceNumber}-${++count}`;
  const month = (back: number) => {
    const [year, monthNumber] = invoiceDate.split('-').map(Number) as [number, number];
    const date = new Date(Date.UTC(year, monthNumber - 1 - back, 1));
    return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
  };
  return {
    /** A product's monthly fee for the invoice's month. */
    monthly: (productName: string, amount: number): InvoiceLine => ({
      id: id(),
      group: 'MonthlyFees',
      description: productName,
      subject: productName,
      amount,
      period,
      proration: null,
      cause: { kind: 'Subscription' },
    }),
    /** Part of a month: `days` of the month's days, from `from` to the month's end. */
    prorated: (
      productName: string,
      monthlyPrice: number,
      days: number,
      cause: InvoiceLineCause,
    ): InvoiceLine => {
      const periodDays = Number(period.to.slice(8));
      return {
        id: id(),
        group: 'MonthlyFees',
        description: productName,
        subject: productName,
        amount: euro((monthlyPrice * 100 * days) / periodDays),
        period: { from: `${period.to.slice(0, 8)}${pad(periodDays - days + 1)}`, to: period.to },
        proration: { days, periodDays, monthlyPrice },
        cause,
      };
    },
    oneOff: (description: string, amount: number, orderId: string): InvoiceLine => ({
      id: id(),
      group: 'OneOffCosts',
      description,
      subject: description,
      amount,
      period: null,
      proration: null,
      cause: { kind: 'Order', orderId },
    }),
    discount: (
      description: string,
      subject: string,
      amount: number,
      cause: InvoiceLineCause,
    ): InvoiceLine => ({
      id: id(),
      group: 'Discounts',
      description,
      subject,
      amount: -amount,
      period,
      proration: null,
      cause,
    }),
    /** Usage outside the bundle of the month before the invoice. */
    usage: (usageKind: 'Voip' | 'Vod', amount: number): InvoiceLine => {
      const usageMonth = month(1);
      const last = new Date(
        Date.UTC(...(usageMonth.split('-').map(Number) as [number, number]), 0),
      );
      return {
        id: id(),
        group: 'Usage',
        description: usageKind === 'Voip' ? 'Bellen buiten je bundel' : 'Films en series',
        subject: usageKind,
        amount,
        period: { from: `${usageMonth}-01`, to: `${usageMonth}-${pad(last.getUTCDate())}` },
        proration: null,
        cause: { kind: 'Usage', usageKind, month: usageMonth },
      };
    },
    credit: (creditId: string, description: string, amount: number): InvoiceLine => ({
      id: id(),
      group: 'Credits',
      description,
      subject: creditId,
      amount: -amount,
      period: null,
      proration: null,
      cause: { kind: 'Credit', creditId },
    }),
  };
}

function productsOf(subscription: Subscription) {
  return [
    subscription.currentInternet,
    ...subscription.currentWifiExtenders,
    subscription.currentTv,
    ...subscription.currentPremiumPackages,
    ...subscription.currentThemePackages,
    ...subscription.currentSettopBoxes,
    subscription.currentPrimaryVoipProduct,
    subscription.currentSecondaryVoipProduct,
  ].flatMap((product) => (product && (product.price ?? 0) > 0 ? [product] : []));
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * An invoice's lines: the persona's own when it names them, else its products' monthly fees when
 * they add up to the invoice, else one line for the subscription as a whole; either way with the
 * credits set off on it (an outage's compensation, issue #29), so invoice and credit name each
 * other.
 */
export function invoiceLinesOf(persona: CustomerPersona, invoice: Invoice): InvoiceLine[] {
  const own = persona.billing.invoiceLines?.[invoice.id];
  if (own) return own;
  const lines = linesFor(invoice.invoiceNumber, invoice.invoiceDate);
  const setOff = persona.credits.filter(
    (credit) => credit.status === 'Settled' && credit.invoiceId === invoice.id,
  );
  const fees = cents(invoice.amount) + setOff.reduce((total, c) => total + cents(c.amount), 0);
  const products = productsOf(persona.subscription);
  const sum = products.reduce((total, product) => total + cents(product.price ?? 0), 0);
  return [
    ...(sum === fees && products.length
      ? products.map((product) => lines.monthly(product.displayName, product.price ?? 0))
      : [lines.monthly('Abonnement', fees / 100)]),
    ...setOff.map((credit) => lines.credit(credit.id, credit.description, credit.amount)),
  ];
}

/** The invoice before this one (by date), if the customer has one. */
export function previousInvoice(invoices: readonly Invoice[], invoice: Invoice): Invoice | null {
  return (
    invoices
      .filter((candidate) => candidate.invoiceDate < invoice.invoiceDate)
      .sort((a, b) => b.invoiceDate.localeCompare(a.invoiceDate))[0] ?? null
  );
}
