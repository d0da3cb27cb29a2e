import type { routePaths } from '@vonk/domain';
import type { MessageId } from '../i18n/messages.ts';

type Routes = typeof routePaths;
/** A route of the path table a link can reach without parameters. */
export type LinkableRoute = {
  [K in keyof Routes]: [] extends Parameters<Routes[K]['href']> ? K : never;
}[keyof Routes];

/**
 * A link of the local navigation bar (spec §2.3): in-app to a route of the path table, or to a page
 * of the main site by its key in config.json's `externalUrls` (left out when not configured).
 */
export type LayoutLink = { text?: MessageId } & ({ route: LinkableRoute } | { external: string });

/** Spec §2.3 local navigation bar: title, optional back link, optional quick link. */
export interface LocalNavigationSetting {
  /** Default: the page's breadcrumb text. */
  title?: MessageId;
  /** Default: with `showSubMenu`, the previous breadcrumb. Text defaults to 'Terug'. */
  backLink?: LayoutLink;
  quickLink?: LayoutLink & { text: MessageId };
}

/** Route data of spec §2.3, read by the shell through `useMatches`. */
export interface RouteHandle {
  /** Page title; also the breadcrumb text unless `breadCrumbTitle` is set. */
  title?: MessageId;
  /** Page-header subtitle under the title. */
  subtitle?: MessageId;
  breadCrumbTitle?: MessageId;
  /** Where the breadcrumb of this route points, when not at the route itself (instellingen → /instellingen/tv). */
  breadcrumbTarget?: LinkableRoute;
  /** Leave the parent out of the trail. */
  ignoreBreadcrumbParent?: boolean;
  /** Main menu shown (default true; spec's visibleMainNav). */
  showMainMenu?: boolean;
  /** Local navigation bar with a back link to the previous breadcrumb. */
  showSubMenu?: boolean;
  /** The local navigation bar spelled out (default none, or the `showSubMenu` bar). */
  localNavigation?: LocalNavigationSetting;
  /** Page title visually hidden (default false). */
  hideTitle?: boolean;
  /** False where HTTP errors are not handled globally (dashboard, spec §2.2). */
  handleHttpErrors?: boolean;
}
