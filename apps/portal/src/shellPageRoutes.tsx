// Every shell page but the landing dashboard at once: every area's route table (shellRoutes/,
// ADR 151), for the stories and tests that open the portal at any route. The app fetches one
// area's table at a time, on the first navigation into it (routes.tsx, `discoverRoutes`).
import type { RouteObject } from 'react-router-dom';
import type { PortalServices } from './session/PortalServices.ts';
import * as abonnementen from './shellRoutes/abonnementen.tsx';
import * as bestellingen from './shellRoutes/bestellingen.tsx';
import * as cms from './shellRoutes/cms.tsx';
import * as gebruikskosten from './shellRoutes/gebruikskosten.tsx';
import * as instellingen from './shellRoutes/instellingen.tsx';
import * as klantvoordeel from './shellRoutes/klantvoordeel.tsx';
import * as mijnGegevens from './shellRoutes/mijn-gegevens.tsx';
import * as overstappen from './shellRoutes/overstappen.tsx';
import * as rekeningen from './shellRoutes/rekeningen.tsx';
import * as storingen from './shellRoutes/storingen.tsx';
import type { ShellArea } from './shellAreas.ts';
import type { ShellAreaTable } from './shellAreaRoutes.ts';

/** Each area's table, loaded (a missing area fails the typecheck). */
export const everyShellArea: Record<ShellArea, ShellAreaTable> = {
  rekeningen,
  bestellingen,
  abonnementen,
  gebruikskosten,
  instellingen,
  'mijn-gegevens': mijnGegevens,
  storingen,
  overstappen,
  klantvoordeel,
  cms,
};

/** The children of the route `SHELL_PAGES` (routes.tsx) once every area is discovered. */
export const shellPageRoutes = (services: PortalServices): RouteObject[] =>
  Object.values(everyShellArea).flatMap((table) => table.areaRoutes(services));
