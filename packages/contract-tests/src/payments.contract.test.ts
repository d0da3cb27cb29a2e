import {
  getRead,
  paymentReturnUrl,
  reads,
  sendWrite,
  startInvoicePayment,
  writes,
} from '@vonk/domain';
import { resolveConfig } from '@vonk/sandbox';
import { beforeEach, describe, expect, it } from 'vitest';
import { inProcessSandboxClient } from './inProcessSandboxClient.ts';

const sandbox = inProcessSandboxClient();
beforeEach(() => sandbox.reset());

const PORTAL = resolveConfig().portalOrigin;
const OPEN_INVOICE = 'inv-2026110001';

/** The tester's choice on the sandbox's iDEAL page, as its form posts it. */
async function bankSays(paymentUrl: string, outcome: string) {
  const { pathname } = new URL(paymentUrl);
  const page = await sandbox.app.fetch(new Request(`http://sandbox.test${pathname}`));
  expect(page.status).toBe(200);
  expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${PORTAL}`);
  const html = await page.text();
  expect(html).toContain('<html lang="nl">');
  expect(html).toContain('€\u00a0130,45');
  return sandbox.app.fetch(
    new Request(`http://sandbox.test${pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ uitkomst: outcome }),
    }),
  );
}

describe('contract: paying an invoice with iDEAL (ADR 136)', () => {
  it('jan pays his open invoice: the page returns to /rekeningen?betaling= and it reads paid', async () => {
    const client = sandbox.clientFor('jan');
    const before = await getRead(client, reads.invoices);
    expect(before.find((invoice) => invoice.id === OPEN_INVOICE)?.status).toBe('Open');

    const started = await startInvoicePayment(client, OPEN_INVOICE, PORTAL);
    if (started.kind !== 'redirect') throw new Error('a link was expected');
    expect(await getRead(client, reads.payment, { id: started.paymentId })).toEqual({
      paymentId: started.paymentId,
      invoiceId: OPEN_INVOICE,
      amount: 130.45,
      status: 'open',
    });

    const back = await bankSays(started.url, 'paid');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `${PORTAL}/rekeningen?betaling=${encodeURIComponent(started.paymentId)}`,
    );
    // The portal comes back in a new page load: a fresh cache.
    client.cache?.clear();
    expect((await getRead(client, reads.payment, { id: started.paymentId })).status).toBe('paid');
    const after = await getRead(client, reads.invoices);
    expect(after.find((invoice) => invoice.id === OPEN_INVOICE)).toMatchObject({
      status: 'Paid',
      openAmount: 0,
    });
    expect(await getRead(client, reads.openBalance)).toEqual({ amount: 0, overdueAmount: 0 });
  });

  it.each(['cancelled', 'failed', 'expired'])(
    '%s: the invoice stays open and the payment says so',
    async (outcome) => {
      const client = sandbox.clientFor('jan');
      const started = await startInvoicePayment(client, OPEN_INVOICE, PORTAL);
      if (started.kind !== 'redirect') throw new Error('a link was expected');
      expect((await bankSays(started.url, outcome)).status).toBe(303);
      client.cache?.clear();
      expect((await getRead(client, reads.payment, { id: started.paymentId })).status).toBe(
        outcome,
      );
      const invoices = await getRead(client, reads.invoices);
      expect(invoices.find((invoice) => invoice.id === OPEN_INVOICE)?.status).toBe('Open');
    },
  );

  it('the bank answers once: a second choice changes nothing', async () => {
    const client = sandbox.clientFor('jan');
    const started = await startInvoicePayment(client, OPEN_INVOICE, PORTAL);
    if (started.kind !== 'redirect') throw new Error('a link was expected');
    await bankSays(started.url, 'cancelled');
    const { pathname } = new URL(started.url);
    await sandbox.app.fetch(
      new Request(`http://sandbox.test${pathname}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ uitkomst: 'paid' }),
      }),
    );
    client.cache?.clear();
    expect((await getRead(client, reads.payment, { id: started.paymentId })).status).toBe(
      'cancelled',
    );
  });

  it.each([
    'http://evil.example/rekeningen',
    'https://localhost:5173.evil.example/',
    'javascript:alert(1)',
    '/rekeningen',
  ])('refuses the return URL %s (never an open redirect)', async (returnUrl) => {
    await expect(
      sendWrite(
        sandbox.clientFor('jan'),
        writes.createInvoicePayment,
        { returnUrl },
        {
          invoiceId: OPEN_INVOICE,
        },
      ),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('refuses a paid invoice with a message, and an unknown one with 404', async () => {
    const client = sandbox.clientFor('jan');
    expect(await startInvoicePayment(client, 'inv-2026100001', PORTAL)).toEqual({
      kind: 'refused',
      message: 'Deze rekening is al betaald.',
    });
    await expect(startInvoicePayment(client, 'inv-bestaat-niet', PORTAL)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('an invoice in a payment arrangement is paid in its terms', async () => {
    const client = sandbox.clientFor('regeling');
    const inArrangement = (await getRead(client, reads.invoices)).find(
      (invoice) => invoice.status === 'InArrangement',
    )!;
    expect(await startInvoicePayment(client, inArrangement.id, PORTAL)).toEqual({
      kind: 'refused',
      message: 'Deze rekening betaal je met de termijnen van je betalingsregeling.',
    });
  });

  it('a payment of another customer is not found', async () => {
    await expect(
      getRead(sandbox.clientFor('piet'), reads.payment, { id: 'PAY-JV-0001' }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('the iDEAL page of an unknown payment is a Dutch 404', async () => {
    const page = await sandbox.app.fetch(new Request('http://sandbox.test/__sandbox/ideal/PAY-x'));
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Betaling niet gevonden');
  });

  it('the return URL the portal sends is accepted', () => {
    expect(paymentReturnUrl(PORTAL)).toBe(`${PORTAL}/rekeningen?betaling=%7BpaymentId%7D`);
  });
});
