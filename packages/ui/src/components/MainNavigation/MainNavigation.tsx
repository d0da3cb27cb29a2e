import type { ComponentPropsWithRef } from 'react';
import { useState } from 'react';
import { Drawer } from '../Drawer/Drawer.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Link } from '../Link/Link.tsx';
import { preloadOverlay } from '../Modal/overlayLoader.tsx';
import { MainNavigationGroups } from './MainNavigationGroups.tsx';
import { Bar, Entry, Root } from './MainNavigation.styles.ts';
import type { NavItem } from './navTypes.ts';
import { containsCurrent, isCurrentUrl, isVisible } from './navTypes.ts';

export interface MainNavigationProps extends ComponentPropsWithRef<'nav'> {
  /** Level 0 items; their `children` groups become the level 1 drawer, and so on. */
  items: NavItem[];
  /** Current location pathname; the matching link gets aria-current="page". */
  currentPath?: string;
  /** Called for every chosen item (links and sub-menu openers), for tracking. */
  onNavigate?: (item: NavItem) => void;
  /** Default 'Hoofdmenu'. */
  'aria-label'?: string;
}

function LevelZeroItem({
  item,
  currentPath,
  active,
  onNavigate,
}: {
  item: NavItem;
  currentPath?: string;
  /** A sub-menu opener that leads to the current page, which has no link of its own on level 0. */
  active: boolean;
  onNavigate?: (item: NavItem) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  if (item.url) {
    return (
      <Entry
        as={Link}
        unstyled
        href={item.url}
        aria-current={isCurrentUrl(item.url, currentPath) ? 'page' : undefined}
        data-tracking-label={item.trackingLabel}
        onClick={() => onNavigate?.(item)}
      >
        <Icon name={item.icon} />
        <span>{item.text}</span>
      </Entry>
    );
  }
  return (
    <>
      <Entry
        as="button"
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        data-active={active ? '' : undefined}
        data-tracking-label={item.trackingLabel}
        onClick={() => {
          onNavigate?.(item);
          setOpen(true);
        }}
        onPointerEnter={preloadOverlay}
        onFocus={preloadOverlay}
      >
        <Icon name={item.icon} />
        <span>{item.text}</span>
      </Entry>
      <Drawer
        open={isOpen}
        onOpenChange={setOpen}
        title={item.text}
        placement="start"
        data-level="1"
      >
        <MainNavigationGroups
          groups={item.children ?? []}
          currentPath={currentPath}
          onNavigate={onNavigate}
          onDone={() => setOpen(false)}
        />
      </Drawer>
    </>
  );
}

/**
 * Data-driven main menu (spec §2.3): level 0 is an icon rail on wide screens and a bottom bar
 * on narrow ones; items without url open level 1 and 2 as drawers with groups.
 */
export function MainNavigation({
  items,
  currentPath,
  onNavigate,
  'aria-label': label = 'Hoofdmenu',
  ...rest
}: MainNavigationProps) {
  const visible = items.filter(isVisible);
  // One item looks selected: the current page's own link, else the opener that leads to it
  // ('Meer' also lists Overzicht and Rekeningen, which have their own link on level 0).
  const onLevelZero = visible.some((item) => isCurrentUrl(item.url, currentPath));
  return (
    <Root aria-label={label} {...rest}>
      <Bar>
        {visible.map((item) => (
          <li key={item.trackingLabel}>
            <LevelZeroItem
              item={item}
              currentPath={currentPath}
              active={!onLevelZero && !item.url && containsCurrent(item, currentPath)}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </Bar>
    </Root>
  );
}
