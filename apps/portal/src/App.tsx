import type { ApiClient } from '@vonk/domain';
import { DomainProvider } from '@vonk/domain';
import { VonkProvider } from '@vonk/ui';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { PortalIntlProvider } from './i18n/PortalIntlProvider.tsx';
import type { PortalServices } from './session/PortalContext.tsx';
import { PortalContext } from './session/PortalContext.tsx';

interface AppProps {
  services: PortalServices;
  client: ApiClient;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Providers in the order they depend on each other; the router renders everything else. */
export function App({ services, client, router }: AppProps) {
  return (
    <PortalIntlProvider>
      <VonkProvider>
        <PortalContext value={services}>
          <DomainProvider client={client}>
            <RouterProvider router={router} />
          </DomainProvider>
        </PortalContext>
      </VonkProvider>
    </PortalIntlProvider>
  );
}
