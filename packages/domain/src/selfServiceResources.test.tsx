// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DomainProvider } from './cache/DomainProvider.tsx';
import { createApiClient } from './client/createApiClient.ts';
import { useCredit, useCredits } from './credits/useCredits.ts';
import { useStreamingCustomer } from './entertainment/useStreamingCustomer.ts';
import { downloadGdprData } from './gdpr/downloadGdprData.ts';
import { useGdprAvailability } from './gdpr/useGdprAvailability.ts';
import { planMove } from './move/planMove.ts';
import { usePlannedMove } from './move/usePlannedMove.ts';
import {
  orderNetworkMigration,
  preOrderNetworkMigration,
} from './networkMigration/orderNetworkMigration.ts';
import { useNetworkMigrationOffer } from './networkMigration/useNetworkMigrationOffer.ts';
import {
  addProducts,
  ceaseProducts,
  modifyProducts,
  orderTv,
  orderVoip,
  saveRecordingSettings,
} from './products/orderProducts.ts';
import {
  useAvailableProducts,
  useInternetProducts,
  useRecordingSettings,
  useTvProducts,
  useVoipProducts,
  useWifiExtenderProducts,
} from './products/useProducts.ts';
import { useSecurityCustomer } from './security/useSecurityCustomer.ts';
import { useSetTopBoxInfo } from './setTopBoxes/useSetTopBoxInfo.ts';
import { fakeFetch, json } from './testing/fakeFetch.ts';
import { updateTransferDossier } from './transfer/updateTransferDossier.ts';
import {
  useTransferDossier,
  useTransferDossierByReference,
  useTransferStatus,
} from './transfer/useTransfer.ts';
import { saveTvSettings } from './tvSettings/saveTvSettings.ts';
import { useTvSettings } from './tvSettings/useTvSettings.ts';
import { useVodUsage, useVoipUsage } from './usage/useUsage.ts';
import {
  requestNumberPorting,
  resetSipPassword,
  saveNumberBlocking,
  saveVoicemailForwarding,
} from './voip/saveVoipSettings.ts';
import { useNetCodeCheck, useNetCodeCheckByPath, useVoipSettings } from './voip/useVoipSettings.ts';
import { applyVoucher, unapplyVoucher } from './vouchers/applyVoucher.ts';
import { useVouchers } from './vouchers/useVouchers.ts';

function setup() {
  const fake = fakeFetch((request) =>
    request.url === '/api/gdpr/data'
      ? new Response('data', {
          headers: { 'content-disposition': 'attachment; filename="other.txt"' },
        })
      : json({ url: request.url }),
  );
  const client = createApiClient({
    getAccessToken: async () => 't',
    getCustomerCode: () => null,
    fetch: fake.fetch,
    cookies: () => '',
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DomainProvider client={client} cache={new Map()}>
      {children}
    </DomainProvider>
  );
  return { client, wrapper, ...fake };
}

const ADDRESS = { postalCode: '1234 AB', houseNumber: 12, houseNumberAddition: 'A' };

describe('self-service resource hooks (spec §7.2)', () => {
  it.each<[string, () => { data?: unknown }, string]>([
    ['useInternetProducts', useInternetProducts, '/api/products/internet'],
    ['useVoipProducts', useVoipProducts, '/api/products/voip'],
    ['useWifiExtenderProducts', useWifiExtenderProducts, '/api/products/wifiextender'],
    ['useTvProducts()', () => useTvProducts(), '/api/products/tv'],
    [
      'useTvProducts(address)',
      () => useTvProducts(ADDRESS),
      '/api/products/tv?address.postalCode=1234+AB&address.houseNumber=12&address.houseNumberAddition=A',
    ],
    [
      'useTvProducts(address without addition)',
      () => useTvProducts({ ...ADDRESS, houseNumberAddition: null }),
      '/api/products/tv?address.postalCode=1234+AB&address.houseNumber=12',
    ],
    ['useAvailableProducts()', () => useAvailableProducts(), '/api/products/available'],
    [
      'useAvailableProducts(Tv)',
      () => useAvailableProducts('Tv'),
      '/api/products/available?category=Tv',
    ],
    ['useRecordingSettings', useRecordingSettings, '/api/products/recording'],
    ['useSetTopBoxInfo', useSetTopBoxInfo, '/api/settopboxes/info'],
    ['useSecurityCustomer', useSecurityCustomer, '/api/fsecure/customer'],
    ['useStreamingCustomer', useStreamingCustomer, '/api/entertainment/viaplay'],
    ['useVoipSettings', useVoipSettings, '/api/voipsettings'],
    [
      'useNetCodeCheck',
      () => useNetCodeCheck('0201234567', '1011 AB'),
      '/api/voipsettings/checknetcode?phoneNumber=0201234567&postalCode=1011+AB',
    ],
    [
      'useNetCodeCheckByPath',
      () => useNetCodeCheckByPath('0201234567', '1011 AB'),
      '/api/voipsettings/checknetcode/0201234567/1011%20AB',
    ],
    ['useTransferDossier', useTransferDossier, '/api/transfer'],
    ['useTransferStatus', useTransferStatus, '/api/transfer/status'],
    [
      'useTransferDossierByReference',
      () => useTransferDossierByReference('OVS 1'),
      '/api/transfer/reference/OVS%201',
    ],
    ['useVouchers', useVouchers, '/api/vouchers'],
    ['useGdprAvailability', useGdprAvailability, '/api/gdpr/availability'],
    ['useVodUsage()', () => useVodUsage(), '/api/usage/vod'],
    ['useVoipUsage(month)', () => useVoipUsage('2026-10'), '/api/usage/voip?month=2026-10'],
    ['useVodUsage(month)', () => useVodUsage('2026-09'), '/api/usage/vod?month=2026-09'],
    ['useVoipUsage()', () => useVoipUsage(), '/api/usage/voip'],
    [
      'useNetworkMigrationOffer()',
      () => useNetworkMigrationOffer(),
      '/api/changeoffer/networkmigration',
    ],
    [
      'useNetworkMigrationOffer(selection)',
      () =>
        useNetworkMigrationOffer({
          selectedInternetProduct: 'Internet 1000',
          wishDate: '2026-12-01',
        }),
      '/api/changeoffer/networkmigration?selectedInternetProduct=Internet+1000&wishDate=2026-12-01',
    ],
    ['useCredits', useCredits, '/api/credits'],
    ['useCredit', () => useCredit('CR/1'), '/api/credits/CR%2F1'],
    ['usePlannedMove', usePlannedMove, '/api/move/address'],
    ['useTvSettings', useTvSettings, '/api/tvsettings'],
  ])('%s loads %s', async (_name, hook, url) => {
    const { wrapper } = setup();
    const { result } = renderHook(() => hook(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ url }));
  });

  it.each<[string, () => { data?: unknown }]>([
    ['useNetCodeCheck without a postcode', () => useNetCodeCheck('0201234567', '')],
    ['useNetCodeCheckByPath without a number', () => useNetCodeCheckByPath('', '1011 AB')],
    [
      'useTransferDossierByReference without a reference',
      () => useTransferDossierByReference(null),
    ],
    ['useCredit without an id', () => useCredit(undefined)],
  ])('%s waits', (_name, hook) => {
    const { wrapper, requests } = setup();
    const { result } = renderHook(() => hook(), { wrapper });
    expect(result.current.data).toBeUndefined();
    expect(requests).toHaveLength(0);
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
