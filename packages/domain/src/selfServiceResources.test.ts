import { describe, expect, it, vi } from 'vitest';
import { readUrl } from './client/descriptors.ts';
import { reads } from './contract/reads.ts';
import { downloadGdprData } from './gdpr/downloadGdprData.ts';
import { planMove } from './move/planMove.ts';
import {
  orderNetworkMigration,
  preOrderNetworkMigration,
} from './networkMigration/orderNetworkMigration.ts';
import {
  addProducts,
  ceaseProducts,
  modifyProducts,
  orderTv,
  orderVoip,
  saveRecordingSettings,
} from './products/orderProducts.ts';
import { fakeClient } from './testing/fakeClient.ts';
import { json } from './testing/fakeFetch.ts';
import { updateTransferDossier } from './transfer/updateTransferDossier.ts';
import { saveTvSettings } from './tvSettings/saveTvSettings.ts';
import {
  requestNumberPorting,
  resetSipPassword,
  saveNumberBlocking,
  saveVoicemailForwarding,
} from './voip/saveVoipSettings.ts';
import { applyVoucher, unapplyVoucher } from './vouchers/applyVoucher.ts';

function setup() {
  return fakeClient((request) =>
    request.url === '/api/gdpr/data'
      ? new Response('data', {
          headers: { 'content-disposition': 'attachment; filename="other.txt"' },
        })
      : json({ url: request.url }),
  );
}

const ADDRESS = { postalCode: '1234 AB', houseNumber: 12, houseNumberAddition: 'A' };

describe('self-service read URLs (spec §7.2)', () => {
  it.each<[string, string, string]>([
    ['internetProducts', readUrl(reads.internetProducts), '/api/products/internet'],
    ['voipProducts', readUrl(reads.voipProducts), '/api/products/voip'],
    ['wifiExtenderProducts', readUrl(reads.wifiExtenderProducts), '/api/products/wifiextender'],
    ['tvProducts()', readUrl(reads.tvProducts), '/api/products/tv'],
    [
      'tvProducts(address)',
      readUrl(reads.tvProducts, { address: ADDRESS }),
      '/api/products/tv?address.postalCode=1234+AB&address.houseNumber=12&address.houseNumberAddition=A',
    ],
    [
      'tvProducts(address without addition)',
      readUrl(reads.tvProducts, { address: { ...ADDRESS, houseNumberAddition: null } }),
      '/api/products/tv?address.postalCode=1234+AB&address.houseNumber=12',
    ],
    ['availableProducts()', readUrl(reads.availableProducts), '/api/products/available'],
    [
      'availableProducts(Tv)',
      readUrl(reads.availableProducts, { category: 'Tv' }),
      '/api/products/available?category=Tv',
    ],
    ['recordingSettings', readUrl(reads.recordingSettings), '/api/products/recording'],
    ['setTopBoxInfo', readUrl(reads.setTopBoxInfo), '/api/settopboxes/info'],
    ['securityCustomer', readUrl(reads.securityCustomer), '/api/fsecure/customer'],
    ['streamingCustomer', readUrl(reads.streamingCustomer), '/api/entertainment/viaplay'],
    ['voipSettings', readUrl(reads.voipSettings), '/api/voipsettings'],
    [
      'netCodeCheck',
      readUrl(reads.netCodeCheck, { phoneNumber: '0201234567', postalCode: '1011 AB' }),
      '/api/voipsettings/checknetcode?phoneNumber=0201234567&postalCode=1011+AB',
    ],
    [
      'netCodeCheckByPath',
      readUrl(reads.netCodeCheckByPath, { phoneNumber: '0201234567', postalCode: '1011 AB' }),
      '/api/voipsettings/checknetcode/0201234567/1011%20AB',
    ],
    ['transferDossier', readUrl(reads.transferDossier), '/api/transfer'],
    ['transferStatus', readUrl(reads.transferStatus), '/api/transfer/status'],
    [
      'transferDossierByReference',
      readUrl(reads.transferDossierByReference, { reference: 'OVS 1' }),
      '/api/transfer/reference/OVS%201',
    ],
    ['vouchers', readUrl(reads.vouchers), '/api/vouchers'],
    ['gdprAvailability', readUrl(reads.gdprAvailability), '/api/gdpr/availability'],
    ['vodUsage()', readUrl(reads.vodUsage), '/api/usage/vod'],
    [
      'voipUsage(month)',
      readUrl(reads.voipUsage, { month: '2026-10' }),
      '/api/usage/voip?month=2026-10',
    ],
    [
      'vodUsage(month)',
      readUrl(reads.vodUsage, { month: '2026-09' }),
      '/api/usage/vod?month=2026-09',
    ],
    ['voipUsage()', readUrl(reads.voipUsage), '/api/usage/voip'],
    [
      'networkMigrationOffer()',
      readUrl(reads.networkMigrationOffer),
      '/api/changeoffer/networkmigration',
    ],
    [
      'networkMigrationOffer(selection)',
      readUrl(reads.networkMigrationOffer, {
        selectedInternetProduct: 'Internet 1000',
        wishDate: '2026-12-01',
      }),
      '/api/changeoffer/networkmigration?selectedInternetProduct=Internet+1000&wishDate=2026-12-01',
    ],
    ['credits', readUrl(reads.credits), '/api/credits'],
    ['credit', readUrl(reads.credit, { id: 'CR/1' }), '/api/credits/CR%2F1'],
    ['plannedMove', readUrl(reads.plannedMove), '/api/move/address'],
    ['tvSettings', readUrl(reads.tvSettings), '/api/tvsettings'],
  ])('%s', (_name, url, expected) => {
    expect(url).toBe(expected);
  });
});

describe('self-service writes (spec §7.2)', () => {
  const shipping = {
    street: 'Dorpsstraat',
    houseNumber: 1,
    houseNumberAddition: null,
    postalCode: '1234 AB',
    city: 'Ergens',
  };
  const blocking = {
    phoneNumber: '0201234567',
    anonymousCallsBlocked: true,
    premiumNumbersBlocked: false,
    internationalCallsBlocked: false,
  };
  const forwarding = {
    phoneNumber: '0201234567',
    voicemailEnabled: true,
    forwardingEnabled: false,
    forwardingMode: 'Busy' as const,
    forwardingDestination: null,
  };
  const selection = { selectedInternetProduct: 'Internet 1000', wishDate: '2026-12-01' };
  const dossier = {
    currentProvider: 'Ander',
    currentCustomerNumber: '1',
    contractEndDate: null,
    requestedSwitchDate: '2026-12-01',
    contactPhoneNumber: '0612345678',
  };
  const tv = {
    parentalControl: { enabled: true, ageLimit: 12 as const },
    purchasePinEnabled: true,
    replayEnabled: true,
  };

  it.each<
    [
      string,
      (client: ReturnType<typeof setup>['client']) => Promise<unknown>,
      string,
      string,
      unknown,
    ]
  >([
    [
      'addProducts',
      (c) => addProducts(c, { products: [{ name: 'Film1' }], shippingAddress: shipping }),
      'POST',
      '/api/products/add',
      { products: [{ name: 'Film1' }], shippingAddress: shipping },
    ],
    [
      'modifyProducts',
      (c) => modifyProducts(c, { products: [{ name: 'A', previousId: 'P' }] }),
      'POST',
      '/api/products/modify',
      { products: [{ name: 'A', previousId: 'P' }] },
    ],
    [
      'ceaseProducts',
      (c) => ceaseProducts(c, { products: [{ name: 'A', technicalId: 'T' }] }),
      'POST',
      '/api/products/cease',
      { products: [{ name: 'A', technicalId: 'T' }] },
    ],
    ['orderTv', (c) => orderTv(c, { stbCount: 2 }), 'POST', '/api/products/tv', { stbCount: 2 }],
    [
      'orderVoip',
      (c) => orderVoip(c, 'Vast bellen'),
      'POST',
      '/api/products/voip',
      { name: 'Vast bellen' },
    ],
    [
      'saveRecordingSettings',
      (c) => saveRecordingSettings(c, { disableLocalRecording: true, enableCloudRecording: true }),
      'POST',
      '/api/products/recording',
      { disableLocalRecording: true, enableCloudRecording: true },
    ],
    [
      'saveNumberBlocking',
      (c) => saveNumberBlocking(c, blocking),
      'POST',
      '/api/voipsettings/numberblocking',
      blocking,
    ],
    [
      'saveVoicemailForwarding',
      (c) => saveVoicemailForwarding(c, forwarding),
      'POST',
      '/api/voipsettings/voicemailforwarding',
      forwarding,
    ],
    [
      'requestNumberPorting',
      (c) =>
        requestNumberPorting(c, {
          phoneNumber: '0201234567',
          donorNumber: '0207654321',
          donorProvider: 'Ander',
        }),
      'POST',
      '/api/voipsettings/numberporting',
      { phoneNumber: '0201234567', donorNumber: '0207654321', donorProvider: 'Ander' },
    ],
    [
      'resetSipPassword',
      (c) => resetSipPassword(c, '0201234567'),
      'POST',
      '/api/voipsettings/sippassword',
      { phoneNumber: '0201234567' },
    ],
    [
      'updateTransferDossier',
      (c) => updateTransferDossier(c, dossier),
      'PUT',
      '/api/transfer',
      dossier,
    ],
    [
      'updateTransferDossier by reference',
      (c) => updateTransferDossier(c, dossier, 'OVS-1'),
      'PUT',
      '/api/transfer/reference/OVS-1',
      dossier,
    ],
    [
      'applyVoucher',
      (c) => applyVoucher(c, 'WELKOM'),
      'POST',
      '/api/vouchers/apply',
      { voucherCode: 'WELKOM' },
    ],
    [
      'unapplyVoucher',
      (c) => unapplyVoucher(c, 'WELKOM'),
      'POST',
      '/api/vouchers/unapply',
      { voucherCode: 'WELKOM' },
    ],
    [
      'preOrderNetworkMigration',
      (c) => preOrderNetworkMigration(c, selection),
      'POST',
      '/api/networkmigration/preorder',
      selection,
    ],
    [
      'orderNetworkMigration',
      (c) => orderNetworkMigration(c, selection),
      'POST',
      '/api/networkmigration',
      selection,
    ],
    [
      'planMove',
      (c) => planMove(c, { address: shipping, moveDate: '2026-12-01' }),
      'POST',
      '/api/move',
      { address: shipping, moveDate: '2026-12-01' },
    ],
    ['saveTvSettings', (c) => saveTvSettings(c, tv), 'PUT', '/api/tvsettings', tv],
  ])('%s sends %s %s', async (_name, write, method, url, body) => {
    const { client, requests } = setup();
    await write(client);
    expect(requests[0]).toMatchObject({ method, url });
    expect(JSON.parse(requests[0]?.body ?? 'null')).toEqual(body);
  });

  it('downloadGdprData saves the data as gdprdata.txt', async () => {
    const { client, requests } = setup();
    const save = vi.fn();
    await downloadGdprData(client, save);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/gdpr/data' });
    expect(save).toHaveBeenCalledWith({ blob: expect.any(Blob), fileName: 'gdprdata.txt' });
  });
});
