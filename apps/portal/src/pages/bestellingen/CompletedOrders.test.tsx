import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routePaths } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { PortalContext } from '../../session/PortalContext.tsx';
import { renderWithApi } from '../../testing/renderWithApi.tsx';
import { testServices } from '../../testing/testServices.ts';
import { CompletedOrders } from './CompletedOrders.tsx';

// Jan's completed orders as the sandbox keeps them: six of the ten on page 1 add a product.
const done = personas.jan.orders.filter((order) => order.status !== 'Open').slice(0, 10);

function renderPage() {
  const router = createMemoryRouter(
    [{ path: routePaths.orders.pattern, element: <CompletedOrders page={1} /> }],
    { initialEntries: [routePaths.orders.href()] },
  );
  renderWithApi(
    <PortalContext value={testServices()}>
      <RouterProvider router={router} />
    </PortalContext>,
    () => ({ body: { orders: done, page: 1, size: 10, totalCount: 11 } }),
  );
}

describe('CompletedOrders: every order link has its own name (WCAG 2.4.4, issue 30)', () => {
  it('"Product erbij" links say which products, which order and when', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    const links = within(table)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith(routePaths.orders.href()))
      .filter((link) => !/herroep/i.test(link.textContent ?? ''));
    const names = links.map((link) => link.textContent?.replace(/\s+/g, ' ').trim());
    expect(names.filter((name) => name?.startsWith('Product erbij')).length).toBeGreaterThan(1);
    expect(new Set(names).size).toBe(names.length);
    expect(
      within(table).getByRole('link', {
        name: /^Product erbij \(Film1, bestelling ORD-1008 van \d+ februari 2024\)$/,
      }),
    ).toHaveAttribute('href', routePaths.orderDetail.href({ orderId: 'ORD-1008' }));
  });
});
