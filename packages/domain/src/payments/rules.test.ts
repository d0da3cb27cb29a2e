import { describe, expect, it } from 'vitest';
import type { Invoice } from '../invoices/schema.ts';
import type { Payment, PaymentStatus } from './schema.ts';
import { routePaths } from '../navigation/routePaths.ts';
import { fillPaymentReturnUrl, isAllowedReturnUrl, paymentPageUrl } from './returnUrl.ts';
import { canPayOnline, invoiceStatusAfterPayment, invoiceToPay, paymentOutcome } from './rules.ts';
import { paymentReturnUrl } from './startInvoicePayment.ts';

const invoice = (status: Invoice['status'], openAmount = 64.95) => ({
  id: 'inv-2026110001',
  status,
  openAmount,
});
const payment = (status: PaymentStatus, invoiceId = 'inv-2026110001'): Payment => ({
  paymentId: 'PAY-1',
  invoiceId,
  amount: 64.95,
  status,
});

describe('canPayOnline (issue #29: any open invoice, not only arrears)', () => {
  it.each([
    ['Open', 64.95, true],
    ['Overdue', 64.95, true],
    ['Open', 0, false],
    ['Paid', 0, false],
    ['InArrangement', 164.9, false],
  ] as const)('%s with € %s open: %s', (status, openAmount, expected) => {
    expect(canPayOnline(invoice(status, openAmount))).toBe(expected);
  });
});

describe('invoiceToPay (the dashboard tile: the one due first)', () => {
  const row = (id: string, status: Invoice['status'], dueDate: string, openAmount = 10) => ({
    id,
    status,
    dueDate,
    invoiceDate: dueDate,
    openAmount,
  });
  it.each([
    [[row('a', 'Open', '2026-11-22'), row('b', 'Overdue', '2026-10-22')], 'b'],
    [[row('a', 'Open', '2026-11-22'), row('b', 'Paid', '2026-10-22', 0)], 'a'],
    [[row('a', 'InArrangement', '2026-10-22'), row('b', 'Open', '2026-11-22')], 'b'],
    [[row('a', 'Paid', '2026-10-22', 0)], null],
    [[], null],
  ] as const)('%j: %s', (invoices, expected) => {
    expect(invoiceToPay(invoices)?.id ?? null).toBe(expected);
  });
});

describe('paymentOutcome (ADR 136: what the customer sees on coming back)', () => {
  it.each([
    ['paid', [invoice('Paid', 0)], { kind: 'paid', amount: 64.95, invoiceId: 'inv-2026110001' }],
    ['open', [invoice('Open')], { kind: 'pending', amount: 64.95, invoiceId: 'inv-2026110001' }],
    [
      'cancelled',
      [invoice('Open')],
      { kind: 'cancelled', amount: 64.95, invoiceId: 'inv-2026110001', canRetry: true },
    ],
    [
      'failed',
      [invoice('Overdue')],
      { kind: 'failed', amount: 64.95, invoiceId: 'inv-2026110001', canRetry: true },
    ],
    [
      'expired',
      [invoice('Open')],
      { kind: 'expired', amount: 64.95, invoiceId: 'inv-2026110001', canRetry: true },
    ],
    // Paid another way meanwhile, or the invoice is gone: no button to try again.
    [
      'cancelled',
      [invoice('Paid', 0)],
      { kind: 'cancelled', amount: 64.95, invoiceId: 'inv-2026110001', canRetry: false },
    ],
    ['failed', [], { kind: 'failed', amount: 64.95, invoiceId: 'inv-2026110001', canRetry: false }],
  ] as const)('%s with %j gives %j', (status, invoices, expected) => {
    expect(paymentOutcome(payment(status), invoices)).toEqual(expected);
  });

  it('is unknown without a payment', () => {
    expect(paymentOutcome(null, [invoice('Open')])).toEqual({ kind: 'unknown' });
  });
});

describe('invoiceStatusAfterPayment', () => {
  it.each([
    ['Open', 'paid', 'inv-2026110001', 'Paid'],
    ['Overdue', 'paid', 'inv-2026110001', 'Paid'],
    ['Open', 'paid', 'inv-other', 'Open'],
    ['Open', 'cancelled', 'inv-2026110001', 'Open'],
    ['Open', 'open', 'inv-2026110001', 'Open'],
  ] as const)('%s, payment %s of %s: %s', (status, paymentStatus, invoiceId, expected) => {
    expect(invoiceStatusAfterPayment(invoice(status), payment(paymentStatus, invoiceId))).toBe(
      expected,
    );
  });
  it('keeps the status without a payment', () => {
    expect(invoiceStatusAfterPayment(invoice('Overdue'), null)).toBe('Overdue');
  });
});

describe('return URL (ADR 136: never an open redirect)', () => {
  const portal = 'http://localhost:5173';
  it('comes back to /rekeningen?betaling= with the placeholder the API fills', () => {
    const url = paymentReturnUrl(portal);
    expect(url).toBe('http://localhost:5173/rekeningen?betaling=%7BpaymentId%7D');
    expect(fillPaymentReturnUrl(url, 'PAY 1/2')).toBe(
      `${portal}${routePaths.invoices.href({ betaling: 'PAY 1/2' })}`.replace('+', '%20'),
    );
    const invoices = routePaths.invoices.pattern;
    expect(fillPaymentReturnUrl(`${portal}${invoices}?betaling={paymentId}`, 'PAY-1')).toBe(
      `${portal}${routePaths.invoices.href({ betaling: 'PAY-1' })}`,
    );
  });

  it.each([
    ['http://localhost:5173/rekeningen?betaling=%7BpaymentId%7D', true],
    ['http://localhost:5173/', true],
    ['https://localhost:5173/rekeningen', false],
    ['http://localhost:5174/rekeningen', false],
    ['http://evil.example/rekeningen', false],
    ['http://localhost:5173.evil.example/rekeningen', false],
    ['http://user:pw@localhost:5173/rekeningen', false],
    ['//localhost:5173/rekeningen', false],
    [routePaths.invoices.href(), false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('%s allowed: %s', (returnUrl, expected) => {
    expect(isAllowedReturnUrl(returnUrl, portal)).toBe(expected);
  });

  it.each([
    ['http://localhost:5173/__sandbox/ideal/PAY-1', 'http://localhost:5173/__sandbox/ideal/PAY-1'],
    ['https://bank.example/pay?id=1', 'https://bank.example/pay?id=1'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['/relative', null],
  ])('payment page %s is %s', (paymentUrl, expected) => {
    expect(paymentPageUrl(paymentUrl)).toBe(expected);
  });
});
