import type { ReactNode } from 'react';
import type { IconName } from '../Icon/icons.ts';

/** One menu link (spec §2.3): '/…' in-app, other url external, no url opens its sub-menu. */
export interface NavItem {
  text: ReactNode;
  url?: string;
  icon: IconName;
  trackingLabel: string;
  /** false hides the item (e.g. Overstappen when transfer is not allowed). Default true. */
  visible?: boolean;
  children?: NavGroup[];
}

export interface NavGroup {
  title: string;
  items: NavItem[];
}

export const isVisible = (item: NavItem): boolean => item.visible !== false;

/** The url is the current page, or a parent of it ('/rekeningen' for '/rekeningen/123'). */
export function isCurrentUrl(url: string | undefined, currentPath: string | undefined): boolean {
  if (!url || !currentPath || !url.startsWith('/')) return false;
  const path = currentPath.split(/[?#]/)[0] ?? currentPath;
  return path === url || (url !== '/' && path.startsWith(`${url}/`));
}

/** Some descendant of the item is the current page. */
export function containsCurrent(item: NavItem, currentPath: string | undefined): boolean {
  return (item.children ?? []).some((g) =>
    g.items.some((i) => isCurrentUrl(i.url, currentPath) || containsCurrent(i, currentPath)),
  );
}
