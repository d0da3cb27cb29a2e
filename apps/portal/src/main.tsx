import { StrictMode } from 'react';
import { createDataLayerAdapter } from '@vonk/domain';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './config/loadRuntimeConfig.ts';
import { App } from './App.tsx';
import { ConfigErrorPage } from './config/ConfigErrorPage.tsx';
import { createPortalRouter } from './routes.tsx';
import { createPortalServices } from './session/createPortalServices.ts';

const root = createRoot(document.getElementById('root')!);

async function boot() {
  try {
    const config = await loadRuntimeConfig();
    const { auth, client, errors, attachRouter } = createPortalServices(config);
    const tracking = createDataLayerAdapter();
    const router = createPortalRouter({ auth, client, config, tracking });
    attachRouter(router);
    root.render(
      <StrictMode>
        <App
          services={{ auth, config, tracking, reportError: errors.onUnhandled }}
          client={client}
          router={router}
        />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(
      <StrictMode>
        <ConfigErrorPage />
      </StrictMode>,
    );
  }
}

void boot();
