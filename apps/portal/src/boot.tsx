import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { loadRuntimeConfig } from './config/loadRuntimeConfig.ts';
import { App } from './App.tsx';
import { ConfigErrorPage } from './config/ConfigErrorPage.tsx';
import { createPortalRouter } from './routes.tsx';
import { createPortalServices } from './session/createPortalServices.ts';
import { applyRememberedDisplayPreferences } from './shell/displayPreferences.ts';

/**
 * Starts the portal on its runtime config. Fails closed: a config.json that is missing or does not
 * match its schema shows the Dutch config error page and starts nothing (no login, no API call).
 */
export async function boot(root: Root, load: typeof loadRuntimeConfig = loadRuntimeConfig) {
  // Issue #30: this device's copy of the preferences, before anything paints (ADR 142).
  applyRememberedDisplayPreferences();
  try {
    const services = createPortalServices(await load());
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
