import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useSWRConfig } from 'swr';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { DomainProvider, preload, reads } from '@vonk/domain';
import { forgetFailedPageData, usePageData } from './usePageData.ts';
import { StaleDataNotice } from './StaleDataNotice.tsx';
import { PortalIntlProvider } from '../i18n/PortalIntlProvider.tsx';
import { fakeApiClient } from '../testing/renderWithApi.tsx';

const page = (n: number) => ({ orders: [], page: n, size: 10, totalCount: 25 });

function setup(status = 200) {
  return fakeApiClient((url) => {
    const n = Number(/completed\/(\d+)/.exec(url)?.[1]);
    return { status, body: status === 200 ? page(n) : {} };
  });
}

function CompletedOrders({ page: n }: { page: number }) {
  const { data } = usePageData(reads.completedOrders, { page: n });
  return <p>{data ? `Pagina ${data.page} van ${Math.ceil(data.totalCount / data.size)}` : '…'}</p>;
}

class Boundary extends Component<
  { children: ReactNode; onError: (error: unknown) => void },
  { error: unknown }
> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.error ? (
      <p role="alert">Oeps! Er is iets fout gegaan.</p>
    ) : (
      this.props.children
    );
  }
}

describe('usePageData: every page read, fixed or parameterised', () => {
  it('reads a parameterised page (completed orders page 2 of 3) by its typed descriptor', async () => {
    const { client, requested } = setup();
    render(
      <DomainProvider client={client} cache={new Map()}>
        <CompletedOrders page={2} />
      </DomainProvider>,
    );
    expect(await screen.findByText('Pagina 2 van 3')).toBeVisible();
    expect(requested).toEqual(['/api/orders/completed/2/10']);
  });

  it('finds what the route loader preloaded with the same descriptor: no second request', async () => {
    const { client, requested } = setup();
    await preload(client, reads.completedOrders, { page: 3 });
    render(
      <DomainProvider client={client} cache={new Map()}>
        <CompletedOrders page={3} />
      </DomainProvider>,
    );
    expect(screen.getByText('Pagina 3 van 3')).toBeVisible();
    expect(requested).toEqual(['/api/orders/completed/3/10']);
  });

  it('throws a failing read to the route error boundary (spec §8); after forgetting it a retry asks again', async () => {
    let status = 500;
    const { client, requested } = fakeApiClient(() => ({
      status,
      body: status === 200 ? page(1) : {},
    }));
    const caught: unknown[] = [];
    const view = (key: string) => (
      <DomainProvider client={client} cache={swrCache}>
        <Boundary key={key} onError={(error) => caught.push(error)}>
          <CompletedOrders page={1} />
        </Boundary>
      </DomainProvider>
    );
    const swrCache = new Map();
    const { rerender } = render(view('first'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oeps! Er is iets fout gegaan.');
    status = 200;
    forgetFailedPageData(caught[0]);
    rerender(view('retry'));
    expect(await screen.findByText('Pagina 1 van 3')).toBeVisible();
    expect(requested).toEqual(['/api/orders/completed/1/10', '/api/orders/completed/1/10']);
  });

  it.each([
    [502, 'keeps the last answer on screen, marked stale'],
    [403, 'throws to the error boundary'],
  ])('a background refetch failing with %i %s (issue #31)', async (failing, _) => {
    let status = 200;
    const { client } = fakeApiClient(() => ({ status, body: status === 200 ? page(1) : {} }));
    const caught: unknown[] = [];
    function Refresh() {
      const { mutate } = useSWRConfig();
      return <button onClick={() => void mutate('/api/orders/completed/1/10')}>Ververs</button>;
    }
    render(
      <PortalIntlProvider>
        <DomainProvider client={client} cache={new Map()}>
          <StaleDataNotice />
          <Refresh />
          <Boundary onError={(error) => caught.push(error)}>
            <CompletedOrders page={1} />
          </Boundary>
        </DomainProvider>
      </PortalIntlProvider>,
    );
    expect(await screen.findByText('Pagina 1 van 3')).toBeVisible();
    status = failing;
    client.cache?.invalidate('/api/orders/completed/1/10');
    fireEvent.click(screen.getByRole('button', { name: 'Ververs' }));
    if (failing === 502) {
      expect(await screen.findByRole('status')).toHaveTextContent(
        'We kunnen je gegevens nu niet verversen',
      );
      expect(screen.getByText('Pagina 1 van 3')).toBeVisible();
      status = 200;
      fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
      await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    } else {
      expect(await screen.findByRole('alert')).toHaveTextContent('Oeps! Er is iets fout gegaan.');
      expect(caught).toHaveLength(1);
    }
  });
});
