// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { updatePaymentInformation } from './account/updatePaymentInformation.ts';
import {
  useContractInfo,
  useCustomerInfo,
  usePaymentInformation,
} from './account/useAccountDetails.ts';
import { DomainProvider } from './cache/DomainProvider.tsx';
import { useApiGet } from './cache/useApiGet.ts';
import { createApiClient } from './client/createApiClient.ts';
import {
  useHouseholdDashboardAddress,
  useHouseholdSubscribeAddress,
  useMayJoin,
} from './household/useHousehold.ts';
import { createInstallmentPlan } from './installmentPlan/createInstallmentPlan.ts';
import {
  useInstallmentPlan,
  useInstallmentPlanEligibility,
} from './installmentPlan/useInstallmentPlan.ts';
import { invoicePdfUrl, invoicesPdfUrl } from './invoices/paths.ts';
import { useDunningStatus, useInvoices, useOpenBalance } from './invoices/useInvoices.ts';
import { outageIncidents, useOutageIncidents } from './outages/useOutageIncidents.ts';
import { savePrivacySettings, usePrivacySettings } from './privacy/usePrivacySettings.ts';
import { downgradeProducts } from './products/downgradeProducts.ts';
import { requestRemoteSupport } from './remoteMechanic/requestRemoteSupport.ts';
import { useOpenRemoteSupportRequests } from './remoteMechanic/useOpenRemoteSupportRequests.ts';
import { fakeFetch, json } from './testing/fakeFetch.ts';

function setup(respond: Parameters<typeof fakeFetch>[0] = (request) => json({ url: request.url })) {
  const fake = fakeFetch(respond);
  const onMutation = vi.fn();
  const client = createApiClient({
    getAccessToken: async () => 't',
    getCustomerCode: () => null,
    fetch: fake.fetch,
    cookies: () => '',
    onMutation,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DomainProvider client={client} cache={new Map()}>
      {children}
    </DomainProvider>
  );
  return { client, wrapper, onMutation, ...fake };
}

describe('resource hooks (spec §7.2)', () => {
  it.each([
    ['useInvoices', useInvoices, '/api/invoices'],
    ['useOpenBalance', useOpenBalance, '/api/invoices/openbalance'],
    ['useDunningStatus', useDunningStatus, '/api/invoices/dunningstatus'],
    ['useInstallmentPlan', useInstallmentPlan, '/api/installmentplan'],
    [
      'useInstallmentPlanEligibility',
      useInstallmentPlanEligibility,
      '/api/installmentplan/eligibility',
    ],
    ['useOutageIncidents', useOutageIncidents, '/api/outages/incidents'],
    ['useOpenRemoteSupportRequests', useOpenRemoteSupportRequests, '/api/remotemechanic/open'],
    ['usePrivacySettings', usePrivacySettings, '/api/account/privacysettings'],
    ['usePaymentInformation', usePaymentInformation, '/api/account/paymentinformation'],
    ['useContractInfo', useContractInfo, '/api/account/contractinfo'],
    ['useCustomerInfo', useCustomerInfo, '/api/account/customerinfo'],
  ] as const)('%s loads %s', async (_name, hook, url) => {
    const { wrapper } = setup();
    const { result } = renderHook(() => hook(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ url }));
  });

  it.each([
    [
      'useHouseholdDashboardAddress',
      useHouseholdDashboardAddress,
      '/api/household/dashboardaddress',
    ],
    [
      'useHouseholdSubscribeAddress',
      useHouseholdSubscribeAddress,
      '/api/household/subscribeaddress',
    ],
  ] as const)('%s loads %s, null when empty', async (_name, hook, url) => {
    const address = { postalCode: '3511 AA', houseNumber: 1, url };
    const { wrapper } = setup((request) => (request.url === url ? json(address) : json(null)));
    const { result } = renderHook(() => hook(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(address));
    const empty = setup(() => new Response(''));
    const { result: none } = renderHook(() => hook(), { wrapper: empty.wrapper });
    await waitFor(() => expect(none.current.isLoading).toBe(false));
    expect(none.current.data).toBeNull();
  });

  it('useMayJoin coerces the answer to a boolean', async () => {
    const { wrapper } = setup(() => json(null));
    const { result } = renderHook(() => useMayJoin(), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(false));
  });

  it('useApiGet(null) waits', () => {
    const { wrapper, requests } = setup();
    const { result } = renderHook(() => useApiGet(null), { wrapper });
    expect(result.current.data).toBeUndefined();
    expect(requests).toHaveLength(0);
  });
});

describe('resource calls (spec §7.2, §8)', () => {
  it('invoice PDF URLs repeat invoiceIds', () => {
    expect(invoicesPdfUrl(['A1', 'B 2'])).toBe('/api/invoices/pdf?invoiceIds=A1&invoiceIds=B+2');
    expect(invoicePdfUrl('A/1')).toBe('/api/invoices/pdf/A%2F1');
  });

  it('outage incidents default to none for {}', () => {
    expect(outageIncidents({})).toEqual([]);
    expect(outageIncidents(undefined)).toEqual([]);
  });

  it.each([
    [() => json({ success: true }), { sent: true }],
    [() => new Response(null, { status: 204 }), { sent: true }],
    [() => json({ success: false }), { sent: false, message: null }],
    [() => json({ success: false, message: 'Nee.' }), { sent: false, message: 'Nee.' }],
    [() => json({}, 500), { sent: true }],
  ])('createInstallmentPlan counts as sent on error recovery (%#)', async (respond, expected) => {
    const { client } = setup(respond);
    await expect(createInstallmentPlan(client, { terms: 3 })).resolves.toEqual(expected);
  });

  it('requestRemoteSupport posts an empty body and reads true', async () => {
    const { client, requests } = setup(() => json(true));
    await expect(requestRemoteSupport(client)).resolves.toBe(true);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/remotemechanic',
      body: undefined,
    });
  });

  it('downgrade with no product returns false without a request', async () => {
    const { client, requests } = setup();
    await expect(downgradeProducts(client, [])).resolves.toBe(false);
    expect(requests).toHaveLength(0);
    await expect(
      downgradeProducts(client, [{ name: 'Overal Veilig Online 3', previousId: 'P1' }]),
    ).resolves.toBe(true);
    expect(requests[0]?.body).toBe(
      '{"products":[{"name":"Overal Veilig Online 3","previousId":"P1"}]}',
    );
  });

  it('payment information update reports a tracked change error and rethrows', async () => {
    const { client, onMutation } = setup(() => json({}, 400));
    await expect(
      updatePaymentInformation(client, {
        accountHolderName: 'J',
        iban: 'NL91ABNA0417164300',
        directDebitDay: 1,
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(onMutation).toHaveBeenCalledWith(
      expect.objectContaining({
        success: false,
        tracking: { category: 'SS - Betaalgegevens', label: 'Betaalgegevens wijzigen' },
      }),
    );
  });

  it('savePrivacySettings posts to the privacy URL', async () => {
    const { client, requests } = setup();
    await savePrivacySettings(client, {
      commercialOfferings: true,
      commercialOfferingsChannels: ['Email'],
      useResearchData: false,
      useResearchDataChannels: [],
    });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/account/privacysettings' });
  });
});
