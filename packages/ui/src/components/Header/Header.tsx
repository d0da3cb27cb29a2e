import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { Link } from '../Link/Link.tsx';
import type { HeaderSubscription } from './HeaderSubscriptions.tsx';
import { HeaderSubscriptions } from './HeaderSubscriptions.tsx';
import {
  Action,
  AgentInfo,
  Avatar,
  AvatarFallback,
  Brand,
  Label,
  LockedText,
  Root,
  SiteLinks,
  Spacer,
} from './Header.styles.ts';

export interface HeaderAgent {
  username: ReactNode;
  customerCode: string;
  /** A locked agent cannot log out and is told to close the tab. */
  locked?: boolean;
}

export interface HeaderProps extends ComponentPropsWithRef<'div'> {
  /** Brand name used as the home link text (default 'Vonk'). */
  brandName?: ReactNode;
  /** Optional logo; gets the brand name as accessible name from the link. */
  logo?: ReactNode;
  /** The provider's main site. */
  homeHref: string;
  serviceHref?: string;
  serviceText?: ReactNode;
  /** Customer initials; the avatar shows only when exactly 2 characters (spec §2.4). */
  initials?: string;
  /** The customer has a 3p subscription: the avatar hides below 396 px (spec §4). */
  isFixed3p?: boolean;
  accountHref?: string;
  accountText?: ReactNode;
  onLogout?: () => void;
  logoutText?: ReactNode;
  /** Linked subscriptions, already sorted by the caller. */
  subscriptions?: HeaderSubscription[];
  subscriptionsTitle?: ReactNode;
  /** Agent mode: username + customer code, no 'Mijn account', static switcher. */
  agent?: HeaderAgent;
  customerCodeLabel?: ReactNode;
  lockedText?: ReactNode;
}

/**
 * Header content (AppShell wraps it in <header>): brand and service links, subscription
 * switcher, account and logout, or the agent's details.
 */
export function Header({
  brandName = 'Vonk',
  logo,
  homeHref,
  serviceHref,
  serviceText = 'Service',
  initials,
  isFixed3p = false,
  accountHref = '/mijn-gegevens',
  accountText = 'Mijn account',
  onLogout,
  logoutText = 'Uitloggen',
  subscriptions = [],
  subscriptionsTitle = 'Mijn abonnementen',
  agent,
  customerCodeLabel = 'Klantcode',
  lockedText = 'Sluit dit tabblad om uit te loggen.',
  ...rest
}: HeaderProps) {
  const showInitials = initials?.length === 2;
  const logout = (
    <Action type="button" onClick={onLogout}>
      <Icon name="logout" />
      <Label>{logoutText}</Label>
    </Action>
  );

  return (
    <Root data-agent={agent ? '' : undefined} {...rest}>
      <Brand as={Link} unstyled href={homeHref} openInNewTab={false}>
        {logo ?? brandName}
      </Brand>
      {serviceHref && (
        <SiteLinks>
          <li>
            <Link unstyled href={serviceHref} openInNewTab={false}>
              {serviceText}
            </Link>
          </li>
        </SiteLinks>
      )}
      <Spacer />
      {subscriptions.length > 0 && (
        <HeaderSubscriptions
          subscriptions={subscriptions}
          title={subscriptionsTitle}
          interactive={!agent}
        />
      )}
      {agent ? (
        <>
          <AgentInfo data-agent-info="">
            <span>{agent.username}</span>
            <span>
              {customerCodeLabel} {agent.customerCode}
            </span>
          </AgentInfo>
          {agent.locked ? <LockedText>{lockedText}</LockedText> : logout}
        </>
      ) : (
        <>
          <Action as={Link} unstyled href={accountHref}>
            {showInitials ? (
              <>
                <Avatar
                  aria-hidden="true"
                  data-avatar=""
                  data-hide-below-sm={isFixed3p ? '' : undefined}
                >
                  {initials}
                </Avatar>
                {isFixed3p && (
                  <AvatarFallback data-when="below-sm">
                    <Icon name="person" />
                  </AvatarFallback>
                )}
              </>
            ) : (
              <AvatarFallback data-when="always">
                <Icon name="person" />
              </AvatarFallback>
            )}
            <Label>{accountText}</Label>
          </Action>
          {logout}
        </>
      )}
    </Root>
  );
}
