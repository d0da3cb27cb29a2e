import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { SandboxConfig } from '../config.ts';
import { createProvider } from './createProvider.ts';
import { createInteractionHandler } from './interactions.ts';
import { loadOrCreateKeys } from './keys.ts';

/** Starts the IdP on its own port with node http: interaction routes first, the rest to oidc-provider. */
export async function startIdp(config: SandboxConfig): Promise<Server> {
  const provider = createProvider(config, await loadOrCreateKeys());
  const handleInteraction = createInteractionHandler(provider, config);
  const handleOidc = provider.callback();
  const server = createServer((req, res) => {
    void handleInteraction(req, res).then((handled) => {
      if (!handled) void handleOidc(req, res);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.idpPort, config.host, () => resolve());
  });
  return server;
}
