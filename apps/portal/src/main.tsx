import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient, createAuth } from '@vonk/domain';
import { loadRuntimeConfig } from './config/loadRuntimeConfig.ts';
import { App } from './App.tsx';
import { ConfigErrorPage } from './config/ConfigErrorPage.tsx';
import { createPortalRouter } from './routes.tsx';

const root = createRoot(document.getElementById('root')!);

async function boot() {
  try {
    const config = await loadRuntimeConfig();
    const auth = createAuth({
      authority: config.authority,
      clientId: config.clientId,
      redirectUri: `${location.origin}/auth-callback`,
    });
    const client = createApiClient({
      baseUrl: '',
      getAccessToken: () => auth.getAccessToken(),
      getCustomerCode: () => auth.agentSession()?.customerCode ?? null,
    });
    const router = createPortalRouter({ auth, client, config });
    root.render(
      <StrictMode>
        <App services={{ auth, config }} client={client} router={router} />
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
