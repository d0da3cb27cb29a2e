import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './config/loadRuntimeConfig.ts';
import { App } from './App.tsx';
import { ConfigErrorPage } from './config/ConfigErrorPage.tsx';
import { createPortalRouter } from './routes.tsx';
import { createPortalServices } from './session/createPortalServices.ts';

const root = createRoot(document.getElementById('root')!);

async function boot() {
  try {
    const services = createPortalServices(await loadRuntimeConfig());
    const router = createPortalRouter(services);
    services.attachRouter(router);
    root.render(
      <StrictMode>
        <App services={services} router={router} />
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
