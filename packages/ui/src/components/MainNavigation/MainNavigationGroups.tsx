import type { ReactNode } from 'react';
import { useState } from 'react';
import { Drawer } from '../Drawer/Drawer.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Link } from '../Link/Link.tsx';
import { GroupEntry, GroupList, GroupTitle, Groups } from './MainNavigation.styles.ts';
import type { NavGroup, NavItem } from './navTypes.ts';
import { isCurrentUrl, isVisible } from './navTypes.ts';

interface Props {
  groups: NavGroup[];
  currentPath?: string;
  onNavigate?: (item: NavItem) => void;
  /** Close every drawer after a link was chosen. */
  onDone: () => void;
}

function GroupItem({
  item,
  currentPath,
  onNavigate,
  onDone,
}: Omit<Props, 'groups'> & { item: NavItem }) {
  const [isOpen, setOpen] = useState(false);
  const content = (end: ReactNode) => (
    <>
      <Icon name={item.icon} />
      <span>{item.text}</span>
      {end}
    </>
  );
  if (item.url) {
    return (
      <GroupEntry
        as={Link}
        unstyled
        href={item.url}
        aria-current={isCurrentUrl(item.url, currentPath) ? 'page' : undefined}
        data-tracking-label={item.trackingLabel}
        onClick={() => {
          onNavigate?.(item);
          onDone();
        }}
      >
        {/* An external item's "new tab" icon comes from Link, like every external link's. */}
        {content(null)}
      </GroupEntry>
    );
  }
  return (
    <>
      <GroupEntry
        as="button"
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        data-tracking-label={item.trackingLabel}
        onClick={() => {
          onNavigate?.(item);
          setOpen(true);
        }}
      >
        {content(<Icon name="chevronRight" size="1em" />)}
      </GroupEntry>
      <Drawer open={isOpen} onOpenChange={setOpen} title={item.text} placement="end" data-level="2">
        <MainNavigationGroups
          groups={item.children ?? []}
          currentPath={currentPath}
          onNavigate={onNavigate}
          onDone={onDone}
        />
      </Drawer>
    </>
  );
}

/** Level 1 and 2 content: titled groups of links or sub-menus. */
export function MainNavigationGroups({ groups, ...rest }: Props) {
  return (
    <Groups>
      {groups.map((group) => {
        const items = group.items.filter(isVisible);
        if (items.length === 0) return null;
        const id = `nav-group-${group.title.replace(/\W+/g, '-').toLowerCase()}`;
        return (
          <section key={group.title} aria-labelledby={id}>
            <GroupTitle id={id}>{group.title}</GroupTitle>
            <GroupList>
              {items.map((item) => (
                <li key={item.trackingLabel}>
                  <GroupItem item={item} {...rest} />
                </li>
              ))}
            </GroupList>
          </section>
        );
      })}
    </Groups>
  );
}
