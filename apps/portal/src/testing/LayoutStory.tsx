import { useMemo } from 'react';
import type { RuntimeConfig } from '@vonk/domain';
import { routePaths } from '@vonk/domain';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../App.tsx';
import { AuthenticatedShell } from '../shell/AuthenticatedShell.tsx';
import type { RouteHandle } from '../shell/RouteHandle.ts';
import { createShellLoader } from '../shell/shellLoader.ts';
import { storyServices } from './storyServices.ts';

/**
 * The real shell (loader, header, menus, crumbs, local navigation, page header) around one page
 * whose route data the story sets: for layout settings of spec §2.3 that no screen uses yet. The
 * page sits at /mijn-gegevens/adresgegevens under /mijn-gegevens, so it has a trail.
 */
export function LayoutStory({ config, handle }: { config: RuntimeConfig; handle: RouteHandle }) {
  const { services, router } = useMemo(() => {
    const services = storyServices({ config, persona: 'jan' });
    const router = createMemoryRouter(
      [
        {
          id: 'shell',
          loader: createShellLoader(services),
          Component: AuthenticatedShell,
          children: [
            {
              path: routePaths.myData.pattern,
              handle: { title: 'route.mijnGegevens' } satisfies RouteHandle,
              children: [
                {
                  path: routePaths.address.pattern,
                  handle,
                  element: <p>Inhoud van de pagina</p>,
                },
              ],
            },
          ],
        },
      ],
      { initialEntries: [routePaths.address.href()] },
    );
    services.attachRouter(router);
    return { services, router };
  }, [config, handle]);
  return <App services={services} router={router} />;
}
