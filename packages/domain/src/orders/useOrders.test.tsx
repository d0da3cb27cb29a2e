// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DomainProvider } from '../cache/DomainProvider.tsx';
import { createApiClient } from '../client/createApiClient.ts';
import { fakeFetch, json } from '../testing/fakeFetch.ts';
import { ORDERS_PATHS } from './urls.ts';
import { usePostponePaymentStatus } from '../postponePayment/postponePayment.ts';
import {
  changeShippingAddress,
  useAnyOpenOrder,
  useCompletedOrders,
  useInitialOrder,
  useOpenOrders,
  useOrder,
  useProductOrderHistory,
} from './useOrders.ts';

function setup() {
  const fake = fakeFetch((request) => json({ url: request.url }));
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

describe('order paths (spec §7.2, §9)', () => {
  it.each([
    [ORDERS_PATHS.completed(1), '/api/orders/completed/1/10'],
    [ORDERS_PATHS.completed(2, 5), '/api/orders/completed/2/5'],
    [ORDERS_PATHS.order('A/1'), '/api/orders/A%2F1'],
    [
      ORDERS_PATHS.productOrderHistory('F-Secure'),
      '/api/orders/productOrderHistory?PartnerName=F-Secure',
    ],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('order hooks', () => {
  it.each([
    ['open', () => useOpenOrders(), '/api/orders/open'],
    ['completed page 2', () => useCompletedOrders(2), '/api/orders/completed/2/10'],
    ['one order', () => useOrder('O1'), '/api/orders/O1'],
    ['initial order', () => useInitialOrder(), '/api/orders/initial'],
    ['any open order', () => useAnyOpenOrder(), '/api/orders/open/any'],
    [
      'product order history of a partner',
      () => useProductOrderHistory('F-Secure'),
      '/api/orders/productOrderHistory?PartnerName=F-Secure',
    ],
    ['postpone-payment status', () => usePostponePaymentStatus(), '/api/postponepayment'],
  ] as [string, () => { data?: unknown }, string][])('%s', async (_name, hook, url) => {
    const { wrapper } = setup();
    const { result } = renderHook(hook, { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ url }));
  });

  it('useOrder(null) waits; a shipping-address change refetches open orders', async () => {
    const { wrapper, client, requests } = setup();
    renderHook(() => useOrder(null), { wrapper });
    const open = renderHook(() => useOpenOrders(), { wrapper });
    await waitFor(() => expect(open.result.current.data).toBeDefined());
    await changeShippingAddress(client, {
      orderId: 'O1',
      shippingAddress: {
        street: 's',
        houseNumber: 1,
        houseNumberAddition: null,
        postalCode: '1234 AB',
        city: 'c',
      },
    });
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/orders/open')).toHaveLength(2),
    );
  });
});
