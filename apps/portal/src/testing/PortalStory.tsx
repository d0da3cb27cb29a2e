import { useMemo } from 'react';
import type { RuntimeConfig } from '@vonk/domain';
import { createApiClient } from '@vonk/domain';
import { createMemoryRouter } from 'react-router-dom';
import type { Login } from '@vonk/sandbox/personas';
import { App } from '../App.tsx';
import { createRoutes } from '../routes.tsx';
import { createStoryAuth } from './storyAuth.ts';
import { storyTracking } from './storyTracking.ts';
import { createRouterErrorEffects } from '../session/createRouterErrorEffects.ts';

export interface PortalStoryProps {
  /** The URL the story opens, e.g. '/dashboard' or '/dashboard?nav=off'. */
  path: string;
  persona: Login | null;
  customerCode?: string;
  config: RuntimeConfig;
  /** Today for date-bound notices, e.g. '2026-01-23' (default: the clock). */
  today?: string;
}

/**
 * The whole portal (providers, route table, guards, preloads, shell) at one URL, talking to the
 * sandbox through MSW. A page story is the real app in a given state, not a page in isolation.
 */
export function PortalStory({ path, persona, customerCode, config, today }: PortalStoryProps) {
  const { services, client, router } = useMemo(() => {
    const auth = createStoryAuth({ persona, customerCode });
    // The app's error effects (spec §8); the log goes to the console instead of the API.
    const errors = createRouterErrorEffects({
      production: config.production,
      logger: { error: async (message) => console.error(message) },
      router: () => router,
      reload: (url) => console.info('reload', url),
    });
    const client = createApiClient({
      baseUrl: '',
      getAccessToken: () => auth.getAccessToken(),
      getCustomerCode: () => auth.agentSession()?.customerCode ?? null,
      onError: (error) => errors.onApiError(error),
    });
    const router = createMemoryRouter(
      createRoutes({ auth, client, config, tracking: storyTracking }),
      {
        initialEntries: [path],
      },
    );
    return {
      services: {
        auth,
        config,
        tracking: storyTracking,
        today: today ? () => new Date(`${today}T12:00:00`) : undefined,
        reportError: (error: unknown) => errors.onUnhandled(error),
      },
      client,
      router,
    };
  }, [path, persona, customerCode, config, today]);
  return <App services={services} client={client} router={router} />;
}
