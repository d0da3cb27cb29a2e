import { getRead, reads } from '@vonk/domain';
import { customerLogins, personas } from '@vonk/sandbox';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cancelPrimaryEmailChange,
  changePassword,
  resendPrimaryEmailChange,
  setPhoneNumbers,
  setPrimaryEmailAddress,
  verifyPrimaryEmailChange,
} from '@vonk/domain';
import type { ApiClient } from '@vonk/domain';
import type { Order, PostponePaymentStatus } from '@vonk/domain';
import { orderNetworkMigration } from '@vonk/domain';
import { ORDERS_PATHS } from '@vonk/domain';
import { changeShippingAddress } from '@vonk/domain';
import { postponePayment } from '@vonk/domain';
import { saveOptOut } from '@vonk/domain';
import { downgradeProducts } from '@vonk/domain';
import { ceaseProducts, modifyProducts, orderTv, orderVoip } from '@vonk/domain';
import { requestRemoteSupport } from '@vonk/domain';
import { updateTransferDossier } from '@vonk/domain';
import { requestNumberPorting, resetSipPassword, saveVoicemailForwarding } from '@vonk/domain';
import { applyVoucher, unapplyVoucher } from '@vonk/domain';
import { inProcessSandboxClient } from './inProcessSandboxClient.ts';

const sandbox = inProcessSandboxClient();

beforeEach(() => sandbox.reset());

/**
 * Reads (so the answer sits in the client's cache), writes, reads again through the same client —
 * the write must have cleared the entry —, then resets the sandbox and reads the original back.
 */
async function roundTrip<T>(
  client: ApiClient,
  read: () => Promise<T>,
  write: (before: T) => Promise<unknown>,
  changed: (after: T, before: T) => void,
) {
  const before = await read();
  await write(before);
  changed(await read(), before);
  await sandbox.reset();
  client.cache?.clear();
  expect(await read()).toEqual(before);
}

const jan = () => sandbox.clientFor('jan');
const line = async (client: ApiClient) => {
  const first = (await client.get('/api/voipsettings')).lines[0];
  if (!first) throw new Error('jan has a fixed line');
  return first;
};
/** Spec §7.2: each line write is followed by a refetch of the settings, so the entry is gone. */
const settingsRefetched = (client: ApiClient) =>
  expect(client.cache?.peek('/api/voipsettings')).toBeUndefined();

describe('contract: more writes against the real sandbox API, undone by /__sandbox/reset', () => {
  it('modifyProducts: jan’s internet is replaced by another speed', async () => {
    const client = jan();
    const other = (await client.get('/api/products/internet')).find((product) => !product.current);
    if (!other) throw new Error('the catalogue has another internet product');
    await roundTrip(
      client,
      () => client.get('/api/subscription'),
      async (before) => {
        const previousId = before.currentInternet?.technicalId ?? '';
        const result = await modifyProducts(client, {
          products: [{ name: other.name, previousId }],
        });
        expect(result.success).toBe(true);
      },
      (after) => expect(after.currentInternet?.name).toBe(other.name),
    );
  });

  it('downgradeProducts: sends modify and answers true; no product answers false (spec §8)', async () => {
    const client = jan();
    expect(await downgradeProducts(client, [])).toBe(false);
    const before = await client.get('/api/subscription');
    const other = (await client.get('/api/products/internet')).find((product) => !product.current);
    const previousId = before.currentInternet?.technicalId;
    if (!other || !previousId) throw new Error('jan has internet');
    expect(await downgradeProducts(client, [{ name: other.name, previousId }])).toBe(true);
    expect((await client.get('/api/subscription')).currentInternet?.name).toBe(other.name);
  });

  it('ceaseProducts: opzegger’s theme package is gone and a ProductDelete order is open', async () => {
    const client = sandbox.clientFor('opzegger');
    await roundTrip(
      client,
      () => client.get('/api/subscription'),
      async (before) => {
        const theme = before.currentThemePackages[0];
        if (!theme) throw new Error('jan has a theme package');
        const result = await ceaseProducts(client, {
          products: [{ name: theme.name, technicalId: theme.technicalId }],
        });
        expect(result.success).toBe(true);
        const order = await client.getJson<Order>(ORDERS_PATHS.order(result.orderId ?? ''));
        expect(order.items[0]?.orderType).toBe('ProductDelete');
      },
      (after) => expect(after.currentThemePackages).toEqual([]),
    );
  });

  it('orderTv (sanne, internet only): TV with two set-top boxes', async () => {
    const client = sandbox.clientFor('sanne');
    await roundTrip(
      client,
      () => client.get('/api/subscription'),
      async (before) => {
        expect(before.currentTv).toBeNull();
        expect((await orderTv(client, { stbCount: 2 })).success).toBe(true);
      },
      (after) => {
        expect(after.currentTv).not.toBeNull();
        expect(after.currentSettopBoxes).toHaveLength(2);
      },
    );
  });

  it('orderVoip (sanne): a primary VoIP product', async () => {
    const client = sandbox.clientFor('sanne');
    const voip = (await client.get('/api/products/voip'))[0];
    if (!voip) throw new Error('the catalogue has VoIP');
    await roundTrip(
      client,
      () => client.get('/api/subscription'),
      async () => expect((await orderVoip(client, voip.name)).success).toBe(true),
      (after) => expect(after.currentPrimaryVoipProduct?.name).toBe(voip.name),
    );
  });

  it('saveVoicemailForwarding: forwarding when busy reads back, settings refetched', async () => {
    const client = jan();
    await roundTrip(
      client,
      () => client.get('/api/voipsettings'),
      async () => {
        const { phoneNumber } = await line(client);
        const result = await saveVoicemailForwarding(client, {
          phoneNumber,
          voicemailEnabled: true,
          forwardingEnabled: true,
          forwardingMode: 'Busy',
          forwardingDestination: '0612345678',
        });
        expect(result.success).toBe(true);
        settingsRefetched(client);
      },
      (after) =>
        expect(after.lines[0]?.voicemailForwarding).toEqual({
          voicemailEnabled: true,
          forwardingEnabled: true,
          forwardingMode: 'Busy',
          forwardingDestination: '0612345678',
        }),
    );
  });

  it('requestNumberPorting: the porting is requested, settings refetched', async () => {
    const client = jan();
    await roundTrip(
      client,
      () => client.get('/api/voipsettings'),
      async () => {
        const { phoneNumber } = await line(client);
        const result = await requestNumberPorting(client, {
          phoneNumber,
          donorNumber: '0307654321',
          donorProvider: 'Andere Provider',
        });
        expect(result.success).toBe(true);
        settingsRefetched(client);
      },
      (after) =>
        expect(after.lines[0]?.numberPorting).toEqual({
          status: 'Requested',
          donorNumber: '0307654321',
          donorProvider: 'Andere Provider',
        }),
    );
  });

  it('resetSipPassword: a new password shown once, settings refetched and unchanged', async () => {
    const client = jan();
    await roundTrip(
      client,
      () => client.get('/api/voipsettings'),
      async () => {
        const result = await resetSipPassword(client, (await line(client)).phoneNumber);
        expect(result.success).toBe(true);
        expect(result.sipPassword).toMatch(/^[a-z0-9]{12}$/);
        settingsRefetched(client);
      },
      (after, before) => expect(after).toEqual(before),
    );
  });

  it('unapplyVoucher: an applied voucher is gone again', async () => {
    const client = jan();
    const codes = async () => (await client.get('/api/vouchers')).map((v) => v.voucherCode);
    const fixture = await codes();
    expect((await applyVoucher(client, 'WELKOM2026')).success).toBe(true);
    expect(await codes()).toContain('WELKOM2026');
    expect((await unapplyVoucher(client, 'WELKOM2026')).success).toBe(true);
    expect(await codes()).toEqual(fixture);
    await sandbox.reset();
    client.cache?.clear();
    expect(await codes()).toEqual(fixture);
  });

  it('orderNetworkMigration (piet): a NetworkMigration order is open', async () => {
    const client = sandbox.clientFor('piet');
    const offer = await getRead(client, reads.networkMigrationOffer);
    const product = offer.products[0];
    if (!product || !offer.earliestWishDate) throw new Error('piet has an offer');
    await roundTrip(
      client,
      () => client.getJson<Order[]>(ORDERS_PATHS.open),
      async () => {
        const result = await orderNetworkMigration(client, {
          selectedInternetProduct: product.name,
          wishDate: offer.earliestWishDate!,
        });
        expect(result.success).toBe(true);
      },
      (after, before) => {
        expect(after).toHaveLength(before.length + 1);
        expect(after.flatMap((order) => order.items.map((item) => item.orderType))).toContain(
          'NetworkMigration',
        );
      },
    );
  });

  it('changeShippingAddress: the open order ships to the new address', async () => {
    const client = jan();
    const open = await client.getJson<Order[]>(ORDERS_PATHS.open);
    const order = open.find((candidate) => candidate.shippingAddressChangeable);
    if (!order) throw new Error('jan has an open order whose address can change');
    const to = {
      street: 'Damrak',
      houseNumber: 1,
      houseNumberAddition: 'A',
      postalCode: '1012 LG',
      city: 'Amsterdam',
    };
    await roundTrip(
      client,
      () => client.getJson<Order>(ORDERS_PATHS.order(order.id)),
      async () =>
        expect(
          await changeShippingAddress(client, { orderId: order.id, shippingAddress: to }),
        ).toEqual({ success: true }),
      (after) => expect(after.shippingAddress).toEqual(to),
    );
  });

  it('postponePayment: POST answers true and the status reads as postponed', async () => {
    let found = false;
    for (const login of customerLogins) {
      const client = sandbox.clientFor(login);
      if (!(await client.get('/api/postponepayment')).possible) continue;
      found = true;
      await roundTrip<PostponePaymentStatus>(
        client,
        () => client.get('/api/postponepayment'),
        async () => expect(await postponePayment(client)).toBe(true),
        (after, before) =>
          expect(after).toMatchObject({
            possible: false,
            alreadyPostponed: true,
            newDueDate: before.newDueDate,
          }),
      );
    }
    expect(found).toBe(true);
  });

  it('requestRemoteSupport (storing): POST answers true, one more open request', async () => {
    const client = sandbox.clientFor('storing');
    await roundTrip(
      client,
      () => client.get('/api/remotemechanic/open'),
      async () => expect(await requestRemoteSupport(client)).toBe(true),
      (after, before) => expect(after).toHaveLength(before.length + 1),
    );
  });

  it('setPrimaryEmailAddress (ADR 128): waits for its link; verified, account and customer info show it', async () => {
    const client = jan();
    const before = (await client.get('/api/account')).personInformation.primaryEmailAddress;
    expect(await setPrimaryEmailAddress(client, 'jan.nieuw@example.nl')).toEqual({ success: true });
    const waiting = await client.get('/api/account/primaryEmailChange');
    expect(waiting?.newPrimaryEmailAddress).toBe('jan.nieuw@example.nl');
    const account = await client.get('/api/account');
    expect(account.personInformation.primaryEmailAddress).toBe(before);
    const link = sandbox.store.outbox.list('jan.nieuw@example.nl')[0]!.link!;
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    await roundTrip(
      client,
      () => client.get('/api/account'),
      async () =>
        expect(await verifyPrimaryEmailChange(client, token)).toEqual({
          success: true,
          primaryEmailAddress: 'jan.nieuw@example.nl',
        }),
      (after) => expect(after.personInformation.primaryEmailAddress).toBe('jan.nieuw@example.nl'),
    );
    expect((await setPrimaryEmailAddress(client, 'geen-adres')).success).toBe(false);
  });

  it('resend and cancel (wachtend): a new link, then nothing waits', async () => {
    const client = sandbox.clientFor('wachtend');
    await roundTrip(
      client,
      () => client.get('/api/account/primaryEmailChange'),
      async () => expect(await cancelPrimaryEmailChange(client)).toEqual({ success: true }),
      (after) => expect(after).toBeNull(),
    );
    expect(await resendPrimaryEmailChange(client)).toEqual({ success: true });
    expect(sandbox.store.outbox.list('wim@achterberg.example')).toHaveLength(1);
  });

  it('setPhoneNumbers as text: the account lists the numbers', async () => {
    const client = jan();
    await roundTrip(
      client,
      () => client.get('/api/account'),
      async () =>
        expect(await setPhoneNumbers(client, '0301234567, 0687654321')).toEqual({ success: true }),
      (after) =>
        expect(after.contactInformation).toEqual([
          { contactType: 'PhoneNumber', value: '0301234567' },
          { contactType: 'MobilePhoneNumber', value: '0687654321' },
        ]),
    );
  });

  it('changePassword: the right current password succeeds, a wrong one is success=false', async () => {
    const client = jan();
    expect(
      await changePassword(client, { currentPassword: 'welkom', newPassword: 'Nieuw-wachtwoord1' }),
    ).toEqual({ success: true });
    expect(
      (await changePassword(client, { currentPassword: 'fout', newPassword: 'Nieuw-wachtwoord1' }))
        .success,
    ).toBe(false);
  });

  it('saveOptOut (public PUT): the preferences read back by id', async () => {
    const client = jan();
    const { id } = personas.jan.optOut;
    await roundTrip(
      client,
      () => getRead(client, reads.optOut, { id }),
      async () =>
        expect(
          await saveOptOut(client, {
            id,
            commercialEmail: false,
            newsletter: false,
            surveys: true,
          }),
        ).toEqual({ success: true }),
      (after) => expect(after).toMatchObject({ commercialEmail: false, newsletter: false }),
    );
  });

  it('updateTransferDossier by reference (sanne’s public link): the details read back', async () => {
    const client = sandbox.clientFor('sanne');
    const dossier = await client.get('/api/transfer');
    if (!dossier) throw new Error('sanne has a dossier');
    await roundTrip(
      client,
      () => client.get('/api/transfer'),
      async () => {
        const result = await updateTransferDossier(
          client,
          {
            currentProvider: dossier.currentProvider ?? 'Andere Provider',
            currentCustomerNumber: '11223344',
            contractEndDate: dossier.contractEndDate,
            requestedSwitchDate: dossier.requestedSwitchDate,
            contactPhoneNumber: '0612345678',
          },
          dossier.reference,
        );
        expect(result.success).toBe(true);
      },
      (after) => expect(after?.currentCustomerNumber).toBe('11223344'),
    );
  });
});
