import type { MessageId } from '../i18n/messages.ts';
import { breadcrumbTrail } from './breadcrumbTrail.ts';
import type { TrailMatch } from './breadcrumbTrail.ts';
import type { LayoutLink, RouteHandle } from './RouteHandle.ts';
import { routeHref } from './routeHref.ts';

type Text = (id: MessageId) => string;

interface Link {
  href: string;
  text?: string;
}

/** What the shell shows around a page, from the matched routes' data (spec §2.3). */
interface PageLayout {
  crumbs: { text: string; href: string }[];
  /** Main menu shown: no matched route hides it (visibleMainNav). */
  showMainMenu: boolean;
  title: string;
  subtitle?: string;
  hideTitle: boolean;
  localNavigation?: { title: string; backLink?: Link; quickLink?: Link & { text: string } };
}

/** A layout link's href and text; a main-site link whose url config.json lacks is left out. */
function resolve(link: LayoutLink, t: Text, externalUrls: Record<string, string | undefined>) {
  const href = 'route' in link ? routeHref(link.route) : externalUrls[link.external];
  return href ? { href, ...(link.text ? { text: t(link.text) } : {}) } : undefined;
}

/**
 * Spec §2.3 layout settings of the deepest matched route: page header (title, subtitle, hideTitle)
 * and the local navigation bar (default none). `showSubMenu` gives the bar with a back link to the
 * previous breadcrumb, titled with the last; `localNavigation` sets title, back link (in-app or
 * main site) and quick link, each falling back to that default.
 */
export function pageLayout(
  matches: TrailMatch[],
  t: Text,
  externalUrls: Record<string, string | undefined>,
): PageLayout {
  const page: RouteHandle = matches.at(-1)?.handle ?? {};
  const crumbs = breadcrumbTrail(matches).map((crumb) => ({
    text: t(crumb.title),
    href: crumb.href,
  }));
  const title = page.title ? t(page.title) : '';
  const previous = page.showSubMenu ? crumbs.at(-2) : undefined;
  const setting = page.localNavigation;

  let localNavigation: PageLayout['localNavigation'];
  if (setting || previous) {
    const backLink = (setting?.backLink && resolve(setting.backLink, t, externalUrls)) ?? previous;
    const quickLink = setting?.quickLink && resolve(setting.quickLink, t, externalUrls);
    localNavigation = {
      title: setting?.title ? t(setting.title) : (crumbs.at(-1)?.text ?? title),
      ...(backLink ? { backLink } : {}),
      ...(quickLink?.text ? { quickLink: { ...quickLink, text: quickLink.text } } : {}),
    };
  }

  return {
    crumbs,
    showMainMenu: matches.every(({ handle }) => handle.showMainMenu !== false),
    title,
    ...(page.subtitle ? { subtitle: t(page.subtitle) } : {}),
    hideTitle: page.hideTitle === true,
    ...(localNavigation ? { localNavigation } : {}),
  };
}
