import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { LoadingBar } from '@vonk/ui';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { PortalIntlProvider } from '../i18n/PortalIntlProvider.tsx';
import { PortalContext } from '../session/PortalContext.tsx';
import { testServices } from '../testing/testServices.ts';
import { loadingBarState } from './pageLoad.ts';
import { PageLoadContext } from './PageLoadContext.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { useLoadingBarState } from './useLoadingBarState.ts';

function Shell() {
  const [pageLoad, dispatch] = useLoadingBarState();
  return (
    <>
      <LoadingBar
        state={loadingBarState(pageLoad)}
        data-testid="bar"
        data-initial-load={pageLoad.initialLoad}
      />
      <PageLoadContext value={dispatch}>
        <Outlet />
      </PageLoadContext>
    </>
  );
}

function renderShell(path: string) {
  const reportError = vi.fn();
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          {
            errorElement: <RouteErrorPage withinShell />,
            children: [
              { path: 'ok', element: <p>Pagina</p> },
              {
                path: 'kapot',
                loader: () => {
                  throw new Error('stuk');
                },
                element: <p>Nooit</p>,
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <PortalIntlProvider>
      <PortalContext
        value={testServices({
          errors: {
            onApiError: () => {},
            onNeededRead: () => {},
            onUnhandled: reportError,
            onHandled: () => {},
            leaveMaintenance: () => {},
          },
        })}
      >
        <RouterProvider router={router} />
      </PortalContext>
    </PortalIntlProvider>,
  );
  return { router, reportError };
}

describe('shell loading bar (spec §4)', () => {
  it('completes the initial load and clears the initial-load flag', async () => {
    renderShell('/ok');
    expect(await screen.findByText('Pagina')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('bar')).toHaveAttribute('data-loading-state', 'complete'),
    );
    expect(screen.getByTestId('bar')).toHaveAttribute('data-initial-load', 'false');
  });

  it("marks a failing route failed: 'Oeps! Er is iets fout gegaan.'", async () => {
    const { router, reportError } = renderShell('/ok');
    expect(await screen.findByText('Pagina')).toBeInTheDocument();
    await router.navigate('/kapot');
    await waitFor(() =>
      expect(screen.getByTestId('bar')).toHaveAttribute('data-loading-state', 'failed'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Oeps! Er is iets fout gegaan.');
    expect(reportError).toHaveBeenCalled();

    await router.navigate('/ok');
    await waitFor(() =>
      expect(screen.getByTestId('bar')).toHaveAttribute('data-loading-state', 'complete'),
    );
  });

  it('a failing first page clears the initial-load flag too', async () => {
    renderShell('/kapot');
    await waitFor(() =>
      expect(screen.getByTestId('bar')).toHaveAttribute('data-loading-state', 'failed'),
    );
    expect(screen.getByTestId('bar')).toHaveAttribute('data-initial-load', 'false');
  });
});
