import { DomainProvider } from '@vonk/domain';
import { VonkProvider } from '@vonk/ui';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { PortalIntlProvider } from './i18n/PortalIntlProvider.tsx';
import { PortalContext } from './session/PortalContext.tsx';
import type { PortalServices } from './session/PortalServices.ts';

interface AppProps {
  services: PortalServices;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Providers in the order they depend on each other; the router renders everything else. */
export function App({ services, router }: AppProps) {
  return (
    <PortalIntlProvider>
      <VonkProvider>
        <PortalContext value={services}>
          <DomainProvider client={services.client} onReadError={services.errors.onNeededRead}>
            <RouterProvider router={router} />
          </DomainProvider>
        </PortalContext>
      </VonkProvider>
    </PortalIntlProvider>
  );
}
