import { getRead, reads } from '@vonk/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { updatePaymentInformation } from '@vonk/domain';
import type { ApiClient, InstallmentPlanProposal } from '@vonk/domain';
import type { AnyRead, GetPath, GetResponses, ReadData } from '@vonk/domain';
import { subscribeHousehold, unsubscribeHousehold } from '@vonk/domain';
import { createInstallmentPlan } from '@vonk/domain';
import { planMove } from '@vonk/domain';
import { preOrderNetworkMigration } from '@vonk/domain';
import { savePrivacySettings } from '@vonk/domain';
import { saveDisplayPreferences } from '@vonk/domain';
import { addProducts, saveRecordingSettings } from '@vonk/domain';
import { requestRemoteSupport } from '@vonk/domain';
import { updateTransferDossier } from '@vonk/domain';
import { saveTvSettings } from '@vonk/domain';
import { saveNumberBlocking } from '@vonk/domain';
import { applyVoucher } from '@vonk/domain';
import { inProcessSandboxClient } from './inProcessSandboxClient.ts';

const sandbox = inProcessSandboxClient();

beforeEach(() => sandbox.reset());

/**
 * Reads `path` (so it sits in the client's cache), writes, reads again through the same client
 * (the write must have cleared the entry), then resets the sandbox and reads the original back.
 */
async function roundTrip<P extends GetPath | AnyRead>(
  client: ApiClient,
  path: P,
  write: (client: ApiClient, before: Answer<P>) => Promise<unknown>,
  changed: (after: Answer<P>, before: Answer<P>) => void,
) {
  const get = () =>
    (typeof path === 'string' ? client.get(path) : getRead(client, path)) as Promise<Answer<P>>;
  const before = await get();
  await write(client, before);
  const after = await get();
  changed(after, before);
  await sandbox.reset();
  client.cache?.clear();
  expect(await get()).toEqual(before);
}

type Answer<P> = P extends GetPath ? GetResponses[P] : ReadData<P>;

describe('contract: the client writes against the real sandbox API, undone by /__sandbox/reset', () => {
  const jan = () => sandbox.clientFor('jan');

  it('subscribeHousehold: a pending registration until the sandbox completes it (ADR 042)', async () => {
    const client = jan();
    expect(await client.get('/api/household/mayjoin')).toBe(true);
    await roundTrip(
      client,
      '/api/household/registration',
      () => subscribeHousehold(client, { phoneNumbers: ['0612345678'] }),
      (after) => expect(after).toMatchObject({ status: 'Pending', phoneNumbers: ['0612345678'] }),
    );
    await subscribeHousehold(client);
    expect(await client.get('/api/household/mayjoin')).toBe(false);
    expect(await client.get('/api/household/dashboardaddress')).toBeNull();
    expect(await sandbox.completeHouseholdRegistration('jan')).toBe(204);
    // The completion happens outside this client: a fresh one (empty cache) sees it.
    const later = jan();
    expect(await later.get('/api/household/registration')).toBeNull();
    expect(await later.get('/api/household/dashboardaddress')).not.toBeNull();
    expect(await sandbox.completeHouseholdRegistration('jan')).toBe(409);
    await unsubscribeHousehold(later);
    expect(await later.get('/api/household/dashboardaddress')).toBeNull();
  });

  it('requestRemoteSupport: one more open request', async () => {
    await roundTrip(
      jan(),
      '/api/remotemechanic/open',
      async (client) => expect(await requestRemoteSupport(client)).toBe(true),
      (after, before) => expect(after).toHaveLength(before.length + 1),
    );
  });

  it('savePrivacySettings: the settings read back as saved', async () => {
    const saved = {
      commercialOfferings: true,
      commercialOfferingsChannels: ['Sms' as const],
      useResearchData: false,
      useResearchDataChannels: [],
    };
    await roundTrip(
      jan(),
      '/api/account/privacysettings',
      (client) => savePrivacySettings(client, saved),
      (after) => expect(after).toEqual(saved),
    );
  });

  it('saveDisplayPreferences: the preferences read back as saved (issue #30)', async () => {
    const saved = {
      textSize: 125 as const,
      reducedMotion: true,
      highContrast: false,
      largePrintInvoices: true,
    };
    await roundTrip(
      jan(),
      '/api/account/preferences',
      (client) => saveDisplayPreferences(client, saved),
      (after) => expect(after).toEqual(saved),
    );
  });

  it('updatePaymentInformation: the IBAN reads back', async () => {
    await roundTrip(
      jan(),
      '/api/account/paymentinformation',
      (client, before) =>
        updatePaymentInformation(client, { ...before, iban: 'NL91ABNA0417164300' }),
      (after) => expect(after.iban).toBe('NL91ABNA0417164300'),
    );
  });

  it('createInstallmentPlan (piet, eligible): the plan made is the proposal shown (ADR 118)', async () => {
    let proposal: InstallmentPlanProposal | null = null;
    await roundTrip(
      sandbox.clientFor('piet'),
      reads.installmentPlan,
      async (client) => {
        proposal = await getRead(client, reads.installmentPlanProposal, { terms: 3 });
        const request = { terms: 3, startDate: proposal?.startDate };
        expect(await createInstallmentPlan(client, request)).toEqual({ sent: true });
      },
      (after) => {
        expect(after?.installments).toHaveLength(3);
        expect(after?.installments).toEqual(proposal?.installments);
      },
    );
  });

  it('applyVoucher: the voucher is listed', async () => {
    await roundTrip(
      jan(),
      '/api/vouchers',
      async (client) => expect((await applyVoucher(client, 'WELKOM2026')).success).toBe(true),
      (after) => expect(after.map((voucher) => voucher.voucherCode)).toContain('WELKOM2026'),
    );
  });

  it('saveTvSettings: the settings read back', async () => {
    const settings = {
      parentalControl: { enabled: true, ageLimit: 16 as const },
      purchasePinEnabled: false,
      replayEnabled: false,
    };
    await roundTrip(
      jan(),
      '/api/tvsettings',
      async (client) => expect((await saveTvSettings(client, settings)).success).toBe(true),
      (after) => expect(after).toEqual(settings),
    );
  });

  it('saveRecordingSettings: cloud recording switched off reads back', async () => {
    await roundTrip(
      jan(),
      '/api/products/recording',
      (client) =>
        saveRecordingSettings(client, {
          disableLocalRecording: false,
          enableCloudRecording: false,
        }),
      (after) => expect(after.enableCloudRecording).toBe(false),
    );
  });

  it('saveNumberBlocking: the line blocks anonymous calls', async () => {
    await roundTrip(
      jan(),
      '/api/voipsettings',
      async (client, before) => {
        const line = before.lines[0];
        if (!line) throw new Error('jan has a fixed line');
        const result = await saveNumberBlocking(client, {
          phoneNumber: line.phoneNumber,
          anonymousCallsBlocked: !line.numberBlocking.anonymousCallsBlocked,
          premiumNumbersBlocked: line.numberBlocking.premiumNumbersBlocked,
          internationalCallsBlocked: line.numberBlocking.internationalCallsBlocked,
        });
        expect(result.success).toBe(true);
      },
      (after, before) =>
        expect(after.lines[0]?.numberBlocking.anonymousCallsBlocked).toBe(
          !before.lines[0]?.numberBlocking.anonymousCallsBlocked,
        ),
    );
  });

  it('addProducts: a new open order, and the product list marks the product current', async () => {
    const client = jan();
    const candidate = (await getRead(client, reads.availableProducts)).find(
      (product) => !product.current && product.category === 'ThemePackage',
    );
    if (!candidate) throw new Error('the catalogue has a theme package jan lacks');
    await roundTrip(
      client,
      '/api/subscription',
      async () => {
        const result = await addProducts(client, { products: [{ name: candidate.name }] });
        expect(result.success).toBe(true);
        const open = await client.getJson<{ id: string }[]>('/api/orders/open');
        expect(open.map((order) => order.id)).toContain(result.orderId);
      },
      (after) =>
        expect(after.currentThemePackages.map((product) => product.name)).toContain(candidate.name),
    );
  });

  it('planMove: the planned move reads back with the order', async () => {
    const to = {
      street: 'Kerkstraat',
      houseNumber: 14,
      houseNumberAddition: null,
      postalCode: '3511 LX',
      city: 'Utrecht',
    };
    await roundTrip(
      jan(),
      '/api/move/address',
      async (client) =>
        expect((await planMove(client, { address: to, moveDate: '2027-02-01' })).success).toBe(
          true,
        ),
      (after) => expect(after).toMatchObject({ address: to, moveDate: '2027-02-01' }),
    );
  });

  it('updateTransferDossier (sanne): the details read back', async () => {
    const client = sandbox.clientFor('sanne');
    await roundTrip(
      client,
      '/api/transfer',
      async (_client, before) => {
        const result = await updateTransferDossier(client, {
          currentProvider: before?.currentProvider ?? 'Andere Provider',
          currentCustomerNumber: '99887766',
          contractEndDate: before?.contractEndDate ?? null,
          requestedSwitchDate: before?.requestedSwitchDate ?? null,
          contactPhoneNumber: '0612345678',
        });
        expect(result.success).toBe(true);
      },
      (after) => expect(after?.currentCustomerNumber).toBe('99887766'),
    );
  });

  it('preOrderNetworkMigration (piet, eligible): the offer reads as pre-ordered', async () => {
    const client = sandbox.clientFor('piet');
    await roundTrip(
      client,
      reads.networkMigrationOffer,
      async (_client, offer) => {
        const product = offer.products[0];
        if (!product || !offer.earliestWishDate) throw new Error('piet has an offer');
        const result = await preOrderNetworkMigration(client, {
          selectedInternetProduct: product.name,
          wishDate: offer.earliestWishDate,
        });
        expect(result.success).toBe(true);
      },
      (after) => expect(after.preOrdered).toBe(true),
    );
  });
});
