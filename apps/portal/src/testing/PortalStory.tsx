import { useMemo } from 'react';
import type { RuntimeConfig } from '@vonk/domain';
import { createMemoryRouter } from 'react-router-dom';
import type { Login } from '@vonk/sandbox/personas';
import { App } from '../App.tsx';
import { createRoutes } from '../routes.tsx';
import { createPortalServices } from '../session/createPortalServices.ts';
import { createStoryAuth } from './storyAuth.ts';
import { storyTracking } from './storyTracking.ts';

export interface PortalStoryProps {
  /** The URL the story opens, e.g. `routePaths.dashboard.href()`, optionally with '?nav=off'. */
  path: string;
  persona: Login | null;
  customerCode?: string;
  config: RuntimeConfig;
  /** Today for date-bound notices, e.g. '2026-01-23' (default: the clock). */
  today?: string;
}

/**
 * The whole portal (services, route table, guards, preloads, shell) at one URL, talking to the
 * sandbox through MSW. A page story is the real app in a given state, not a page in isolation:
 * the same `createPortalServices` as the app, so writes reach the story's tracking recorder.
 */
export function PortalStory({ path, persona, customerCode, config, today }: PortalStoryProps) {
  const { services, router } = useMemo(() => {
    const services = createPortalServices(config, {
      auth: createStoryAuth({ persona, customerCode }),
      tracking: storyTracking,
      // The log goes to the console instead of the API.
      logger: {
        warn: async (message) => console.warn(message),
        error: async (message) => console.error(message),
      },
      reload: (url) => console.info('reload', url),
      today: today ? () => new Date(`${today}T12:00:00`) : undefined,
      pageHooks: false,
    });
    const router = createMemoryRouter(createRoutes(services), { initialEntries: [path] });
    services.attachRouter(router);
    return { services, router };
  }, [path, persona, customerCode, config, today]);
  return <App services={services} router={router} />;
}
