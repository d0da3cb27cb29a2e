import type { MessageId } from '../i18n/messages.ts';

/** Route data of spec §2.3, read by the shell through `useMatches`. */
export interface RouteHandle {
  /** Page title; also the breadcrumb text unless `breadCrumbTitle` is set. */
  title?: MessageId;
  breadCrumbTitle?: MessageId;
  /** Where the breadcrumb of this route points, when not at the route itself (instellingen → /instellingen/tv). */
  breadcrumbTarget?: string;
  /** Leave the parent out of the trail. */
  ignoreBreadcrumbParent?: boolean;
  /** Main menu shown (default true). */
  showMainMenu?: boolean;
  /** Local navigation bar with a back link to the previous breadcrumb. */
  showSubMenu?: boolean;
  /** Page title visually hidden (default false). */
  hideTitle?: boolean;
  /** False where HTTP errors are not handled globally (dashboard, spec §2.2). */
  handleHttpErrors?: boolean;
}
