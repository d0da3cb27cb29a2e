// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DomainProvider } from '../cache/DomainProvider.tsx';
import { fakeClient } from '../testing/fakeClient.ts';
import { json } from '../testing/fakeFetch.ts';
import { ORDERS_PATHS } from './urls.ts';
import { useRead } from '../cache/useRead.ts';
import { readUrl } from '../client/descriptors.ts';
import { reads } from '../contract/reads.ts';
import { changeShippingAddress } from './changeShippingAddress.ts';

function setup() {
  const { client, ...fake } = fakeClient((request) => json({ url: request.url }));
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

describe('order reads', () => {
  it.each([
    ['open', readUrl(reads.openOrders), '/api/orders/open'],
    ['completed page 2', readUrl(reads.completedOrders, { page: 2 }), '/api/orders/completed/2/10'],
    ['one order', readUrl(reads.order, { id: 'O1' }), '/api/orders/O1'],
    ['initial order', readUrl(reads.initialOrder), '/api/orders/initial'],
    ['any open order', readUrl(reads.anyOpenOrder), '/api/orders/open/any'],
    [
      'product order history of a partner',
      readUrl(reads.productOrderHistory, { partnerName: 'F-Secure' }),
      '/api/orders/productOrderHistory?PartnerName=F-Secure',
    ],
    ['postpone-payment status', readUrl(reads.postponePaymentStatus), '/api/postponepayment'],
  ])('%s', (_name, url, expected) => {
    expect(url).toBe(expected);
  });

  it('a shipping-address change refetches open orders', async () => {
    const { wrapper, client, requests } = setup();
    const open = renderHook(() => useRead(reads.openOrders), { wrapper });
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
