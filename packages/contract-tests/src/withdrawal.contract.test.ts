import { personas } from '@vonk/sandbox';
import { beforeEach, describe, expect, it } from 'vitest';
import { addProducts, getRead, reads, withdrawOrder, withdrawalPeriod } from '@vonk/domain';
import { inProcessSandboxClient } from './inProcessSandboxClient.ts';

// ADR 130: POST /api/orders/{id}/withdrawal against the personas' orders, on the sandbox clock.
const sandbox = inProcessSandboxClient();
beforeEach(() => sandbox.reset());

const bram = {
  name: 'Bram de Wit',
  emailAddress: personas.bezorging.account.personInformation.primaryEmailAddress,
};

describe('contract: the withdrawal function (CRD art. 11a)', () => {
  it('bezorging withdraws the migration ordered three days ago: receipt, order, outbox', async () => {
    const client = sandbox.clientFor('bezorging');
    const before = await getRead(client, reads.order, { id: 'ORD-1203' });
    expect(withdrawalPeriod(before, new Date())).toMatchObject({ kind: 'open', basis: 'service' });
    const result = await withdrawOrder(client, 'ORD-1203', {
      products: ['Internet Extra'],
      ...bram,
    });
    expect(result).toMatchObject({
      success: true,
      withdrawal: {
        products: ['Internet Extra'],
        name: 'Bram de Wit',
        returnLabelReference: null,
        refundOnNextInvoice: true,
      },
    });
    const receivedAt = Date.parse(result.withdrawal!.receivedAt);
    expect(Math.abs(Date.now() - receivedAt)).toBeLessThan(60_000);
    // The write cleared the cached order: the read shows the withdrawal, and it is no longer open.
    const after = await getRead(client, reads.order, { id: 'ORD-1203' });
    expect(after.withdrawal).toEqual(result.withdrawal);
    expect(after.status).toBe('Cancelled');
    expect((await getRead(client, reads.openOrders)).map((order) => order.id)).not.toContain(
      'ORD-1203',
    );
    const mails = sandbox.store.outbox.list(bram.emailAddress);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: 'Ontvangstbevestiging herroeping bestelling ORD-1203',
      link: null,
    });
    expect(mails[0]!.text).toContain(result.withdrawal!.id);
    expect(mails[0]!.text).toContain('Wat je al betaalde, krijg je terug op je volgende rekening.');
  });

  it('a second withdrawal of the same order is refused', async () => {
    const client = sandbox.clientFor('bezorging');
    await withdrawOrder(client, 'ORD-1203', { products: ['Internet Extra'], ...bram });
    expect(
      await withdrawOrder(client, 'ORD-1203', { products: ['Internet Extra'], ...bram }),
    ).toEqual({ success: false, message: 'Bestelling ORD-1203 heb je al herroepen.' });
  });

  it('an order outside its period is refused with success false and a message', async () => {
    const client = sandbox.clientFor('bezorging');
    const result = await withdrawOrder(client, 'ORD-1200', {
      products: ['Internet Start'],
      ...bram,
    });
    // Ordered 2020-05-18: day 14 is Whit Monday (1 June), so the period ran to 2 June.
    expect(result).toEqual({
      success: false,
      message:
        'De bedenktijd van bestelling ORD-1200 is voorbij (tot en met 2 juni 2020). Herroepen kan niet meer.',
    });
    expect(sandbox.store.outbox.list(bram.emailAddress)).toEqual([]);
  });

  it('a move is no contract to withdraw; a product of another order is refused at its field', async () => {
    const client = sandbox.clientFor('bezorging');
    expect(
      await withdrawOrder(client, 'ORD-1202', { products: ['TV Start'], ...bram }),
    ).toMatchObject({
      success: false,
    });
    expect(
      await withdrawOrder(client, 'ORD-1203', { products: ['TV Start'], ...bram }),
    ).toMatchObject({ success: false, field: 'products' });
  });

  it('equipment on its way goes back with a return label the public page knows', async () => {
    const client = sandbox.clientFor('bezorging');
    const result = await withdrawOrder(client, 'ORD-1201', {
      products: ['Wifi-versterker'],
      ...bram,
    });
    const reference = result.withdrawal?.returnLabelReference;
    expect(reference).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){6}$/);
    const label = await getRead(sandbox.anonymousClient(), reads.returnLabel, {
      reference: reference!,
    });
    expect(label).toMatchObject({ orderId: 'ORD-1201', productNames: ['Wifi-versterker'] });
    expect((await getRead(client, reads.order, { id: 'ORD-1201' })).hasReturnLabel).toBe(true);
  });

  it('jan adds a package and withdraws it the same day: the package leaves the subscription', async () => {
    const client = sandbox.clientFor('jan');
    const added = await addProducts(client, { products: [{ name: 'Film1' }] });
    expect(added.success).toBe(true);
    const order = await getRead(client, reads.order, { id: added.orderId! });
    expect(withdrawalPeriod(order, new Date())).toMatchObject({ kind: 'open' });
    const result = await withdrawOrder(client, order.id, {
      products: ['Film1'],
      name: 'Jan de Vries',
      emailAddress: 'jan@example.nl',
    });
    expect(result.success).toBe(true);
    const subscription = await getRead(client, reads.subscription);
    expect(subscription.currentPremiumPackages.map((product) => product.name)).not.toContain(
      'Film1',
    );
  });
});
