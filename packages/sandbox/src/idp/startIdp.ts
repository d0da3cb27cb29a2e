import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { SandboxConfig } from '../config.ts';
import { createProvider } from './createProvider.ts';
import { createInteractionHandler } from './interactions.ts';
import { loadOrCreateKeys } from './keys.ts';
import { KEEP_ALIVE_PATH } from '../api/routes/runtimeConfig.ts';
import type { SessionSwitches } from '../sessionSwitches.ts';
import type { LoginByEmail } from './accounts.ts';

/** Starts the IdP on its own port with node http: interaction routes first, the rest to oidc-provider. */
export async function startIdp(
  config: SandboxConfig,
  session?: Pick<SessionSwitches, 'accessTokenTtlFor'>,
  /** Customers also log in with their primary e-mail address (ADR 128). */
  byEmail?: LoginByEmail,
): Promise<Server> {
  const provider = createProvider(config, await loadOrCreateKeys(), session);
  const handleInteraction = createInteractionHandler(provider, config, byEmail);
  const handleOidc = provider.callback();
  const server = createServer((req, res) => {
    // Spec §4: the IdP plays the partner's single sign-on, whose keep-alive page the portal
    // reloads in a hidden frame (ADR 058).
    if (req.url?.split('?')[0] === KEEP_ALIVE_PATH) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end('<!DOCTYPE html><html lang="nl"><title>Sessie actief</title></html>');
      return;
    }
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
