// How a shell route of spec §2.2 is written (recipe "Add a screen"), shared by the landing
// routes in the entry (routes.tsx) and the shell areas' tables (shellRoutes/, ADR 151).
import type { RouteObject } from 'react-router-dom';
import { convergedGuard, firstBlocking } from '@vonk/domain';
import type { GuardResult } from '@vonk/domain';
import type { PortalServices } from '../session/PortalServices.ts';
import type { GuardFacts } from './guards.ts';
import { pageLoader } from './pageLoader.ts';
import type { PageLoaderOptions } from './pageLoader.ts';
import type { RouteHandle } from './RouteHandle.ts';
import { afterSignIn } from './untilSignedIn.ts';

export const handle = (value: RouteHandle) => value;

export type Guard = (facts: GuardFacts) => GuardResult;

/** A shell route of spec §2.2: its page chunk, guards and reads, and its child routes. */
export interface ShellPage {
  handle: RouteHandle;
  /**
   * The page's chunk. Absent for a screen a later issue builds: the route is registered with its
   * real title and breadcrumb data, and the shell renders its page header and nothing pretended.
   */
  lazy?: () => Promise<Pick<RouteObject, 'Component'>>;
  /** Domain guards; the first blocking one decides (spec §2.2, §2.3). */
  guards?: Guard[];
  /** The page's own reads, started in the same round as the §2.5 preloads (`pages/<x>/reads.ts`). */
  reads?: PageLoaderOptions['reads'];
  children?: RouteObject[];
}

// The guard the landing dashboard needs too; the others are in the areas' tables (shellRoutes/).
export const converged = (facts: GuardFacts) => convergedGuard(facts);

/** `page` and `indexPage`, the two ways a shell route is declared, bound to the services. */
export function shellPageBuilders(services: PortalServices) {
  // Shell code loads only once signed in: a signed-out visit goes to the IdP without it.
  const signedIn = <T>(load: () => Promise<T>) => afterSignIn(services.auth, load);

  const page = (
    { pattern }: { pattern: string },
    { handle: value, lazy, guards = [], reads, children }: ShellPage,
  ): RouteObject => ({
    path: pattern,
    children,
    handle: handle(value),
    ...(lazy && { lazy: signedIn(lazy) }),
    ...((guards.length > 0 || reads) && {
      loader: pageLoader(services, {
        reads,
        guard:
          guards.length > 0 ? (facts) => firstBlocking(...guards.map((g) => g(facts))) : undefined,
      }),
    }),
  });

  // A parent route's own screen beside its children (/mijn-gegevens next to /adresgegevens): an
  // index route that repeats the parent's route data, taking the parent's crumb's place (the shell
  // reads the deepest match's data), so /adresgegevens never loads this screen's chunk or reads.
  // The parent's loader decides the guards for both.
  const indexPage = (
    parent: RouteHandle,
    { lazy, reads }: Pick<ShellPage, 'lazy' | 'reads'>,
  ): RouteObject => ({
    index: true,
    handle: handle({ ...parent, ignoreBreadcrumbParent: true }),
    ...(lazy && { lazy: signedIn(lazy) }),
    ...(reads && { loader: pageLoader(services, { reads }) }),
  });

  return { signedIn, page, indexPage };
}
