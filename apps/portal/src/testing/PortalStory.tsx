import { useMemo } from 'react';
import { createMemoryRouter, parsePath } from 'react-router-dom';
import { App } from '../App.tsx';
import { createRoutes } from '../routes.tsx';
import { publicPageRoutes } from '../publicPageRoutes.tsx';
import { shellPageRoutes } from '../shellPageRoutes.tsx';
import { storyServices } from './storyServices.ts';
import type { StoryServicesOptions } from './storyServices.ts';

interface PortalStoryProps extends StoryServicesOptions {
  /** The URL the story opens, e.g. `routePaths.dashboard.href()`, optionally with '?nav=off'. */
  path: string;
  /** The history entry's state (the portal's own navigation sets one, e.g. to /logout). */
  state?: unknown;
}

/**
 * The whole portal (services, route table, guards, preloads, shell) at one URL, talking to the
 * sandbox through MSW. A page story is the real app in a given state, not a page in isolation:
 * the same `createPortalServices` as the app, so writes reach the story's tracking recorder.
 */
export function PortalStory({
  path,
  state,
  persona,
  customerCode,
  config,
  today,
  codeRefused,
}: PortalStoryProps) {
  const { services, router } = useMemo(() => {
    const services = storyServices({ config, persona, customerCode, today, codeRefused });
    const router = createMemoryRouter(
      createRoutes(services, {
        publicPages: publicPageRoutes(),
        shellPages: shellPageRoutes(services),
      }),
      {
        initialEntries: [state === undefined ? path : { ...parsePath(path), state }],
      },
    );
    services.attachRouter(router);
    return { services, router };
  }, [path, state, persona, customerCode, config, today, codeRefused]);
  return <App services={services} router={router} />;
}
