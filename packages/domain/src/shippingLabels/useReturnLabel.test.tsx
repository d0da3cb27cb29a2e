// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DomainProvider } from '../cache/DomainProvider.tsx';
import { createApiClient } from '../client/createApiClient.ts';
import { fakeFetch, json } from '../testing/fakeFetch.ts';
import { useReturnLabel } from './useReturnLabel.ts';

const label = {
  reference: 'RET-1',
  orderId: 'ORD-1',
  productNames: ['Mediabox Next'],
  returnBefore: '2026-12-06',
};

function setup() {
  const fake = fakeFetch(() => json(label));
  const client = createApiClient({
    getAccessToken: async () => null,
    getCustomerCode: () => null,
    fetch: fake.fetch,
    cookies: () => '',
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DomainProvider client={client} cache={new Map()}>
      {children}
    </DomainProvider>
  );
  return { wrapper, requests: fake.requests };
}

describe('useReturnLabel (/retour-label)', () => {
  it('loads the return label by reference', async () => {
    const { wrapper, requests } = setup();
    const { result } = renderHook(() => useReturnLabel('RET-1'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(label));
    expect(requests.map((r) => r.url)).toEqual(['/api/shippinglabel/RET-1']);
  });

  it('waits without a reference', () => {
    const { wrapper, requests } = setup();
    const { result } = renderHook(() => useReturnLabel(null), { wrapper });
    expect(result.current.data).toBeUndefined();
    expect(requests).toHaveLength(0);
  });
});
