import type { ReactNode } from 'react';
import { useState } from 'react';
import { Drawer } from '../Drawer/Drawer.tsx';
import { preloadOverlay } from '../Modal/overlayLoader.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { SubscriptionIconType } from '../Icon/icons.ts';
import { subscriptionIconName } from '../Icon/icons.ts';
import { Link } from '../Link/Link.tsx';
import { Action, Label, Static, SubscriptionList, SubscriptionRow } from './Header.styles.ts';

export interface HeaderSubscription {
  /** Display name, e.g. 'Internet + TV' or a mobile alias. */
  alias: string;
  iconType: SubscriptionIconType | number;
  /** External account page of a non-fixed subscription. */
  href?: string;
  /** The fixed subscription of this portal: listed, never clickable. */
  isFixed: boolean;
}

interface Props {
  subscriptions: HeaderSubscription[];
  title: ReactNode;
  /** Agents see the current subscription, not a switcher (spec §6). */
  interactive: boolean;
}

export function HeaderSubscriptions({ subscriptions, title, interactive }: Props) {
  const [isOpen, setOpen] = useState(false);
  const fixed = subscriptions.find((s) => s.isFixed) ?? subscriptions[0];
  const icon = fixed ? subscriptionIconName(fixed.iconType) : 'subscription';

  if (!interactive) {
    return (
      <Static data-subscription-switcher="static">
        <Icon name={icon} />
        <Label>{fixed?.alias ?? title}</Label>
      </Static>
    );
  }
  return (
    <>
      <Action
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadOverlay}
        onFocus={preloadOverlay}
      >
        <Icon name={icon} />
        <Label>{title}</Label>
      </Action>
      <Drawer open={isOpen} onOpenChange={setOpen} title={title}>
        <SubscriptionList>
          {subscriptions.map((s, i) => (
            <li key={`${s.alias}-${i}`}>
              {s.isFixed || !s.href ? (
                <SubscriptionRow
                  data-fixed={s.isFixed ? '' : undefined}
                  aria-current={s.isFixed ? 'true' : undefined}
                >
                  <Icon name={subscriptionIconName(s.iconType)} />
                  <span>{s.alias}</span>
                </SubscriptionRow>
              ) : (
                <SubscriptionRow as={Link} unstyled href={s.href}>
                  <Icon name={subscriptionIconName(s.iconType)} />
                  <span>{s.alias}</span>
                </SubscriptionRow>
              )}
            </li>
          ))}
        </SubscriptionList>
      </Drawer>
    </>
  );
}
