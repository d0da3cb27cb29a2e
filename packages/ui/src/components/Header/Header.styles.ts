import { styled } from 'styled-components';
import { hiddenCss } from '../../styles/hidden.styles.ts';
import { media } from '../../theme/media.ts';

export const Root = styled.div`
  display: flex;
  align-items: center;
  gap: var(--vonk-space-2);
  min-height: var(--vonk-header-height);
  padding: var(--vonk-space-2) var(--vonk-space-3);
  background: var(--vonk-header-background);
  color: var(--vonk-header-text);
  ${media.up('md')} {
    gap: var(--vonk-space-4);
    padding-inline: var(--vonk-space-6);
  }

  & a,
  & button {
    color: inherit;
  }
  & a:focus-visible,
  & button:focus-visible {
    outline: 3px solid var(--vonk-header-focus-color);
    outline-offset: 2px;
  }
`;

export const Brand = styled.a`
  font-family: var(--vonk-font-family-heading);
  font-size: var(--vonk-font-size-xl);
  font-weight: var(--vonk-font-weight-bold);
  text-decoration: none;
  white-space: nowrap;
`;

export const SiteLinks = styled.ul`
  display: none;
  gap: var(--vonk-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('md')} {
    display: flex;
  }
`;

export const Spacer = styled.span`
  flex: 1 1 auto;
`;

/** Text that collapses to screen-reader-only below md, leaving the icon. */
export const Label = styled.span`
  ${media.down('md')} {
    ${hiddenCss}
  }
`;

export const Action = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--vonk-space-2);
  min-height: 2.75rem;
  min-width: 2.75rem;
  justify-content: center;
  padding: var(--vonk-space-1) var(--vonk-space-2);
  border: 0;
  border-radius: var(--vonk-radius-medium);
  background: transparent;
  font: inherit;
  font-weight: var(--vonk-font-weight-medium);
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
  }
`;

export const Static = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--vonk-space-2);
  min-width: 0;
  font-weight: var(--vonk-font-weight-medium);
`;

export const AgentInfo = styled.span`
  display: grid;
  font-size: var(--vonk-font-size-sm);
  line-height: var(--vonk-line-height-tight);
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  background: var(--vonk-avatar-background);
  color: var(--vonk-avatar-text);
  font-weight: var(--vonk-font-weight-bold);
  font-size: var(--vonk-font-size-sm);
  text-transform: uppercase;
  /* spec §4: with a 3p subscription the avatar does not fit below 396 px */
  &[data-hide-below-sm] {
    ${media.down('sm')} {
      display: none;
    }
  }
`;

/** Person icon shown in place of the avatar where the avatar is hidden. */
export const AvatarFallback = styled.span`
  display: inline-flex;
  &[data-when='always'] {
    display: inline-flex;
  }
  &[data-when='below-sm'] {
    display: none;
    ${media.down('sm')} {
      display: inline-flex;
    }
  }
`;

export const LockedText = styled.p`
  margin: 0;
  font-size: var(--vonk-font-size-sm);
  max-width: 14rem;
`;

export const SubscriptionList = styled.ul`
  display: grid;
  gap: var(--vonk-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SubscriptionRow = styled.div`
  display: flex;
  align-items: center;
  gap: var(--vonk-space-3);
  min-height: 3rem;
  padding: var(--vonk-space-2) var(--vonk-space-3);
  border: 1px solid var(--vonk-color-border);
  border-radius: var(--vonk-radius-medium);
  color: var(--vonk-color-text);
  text-decoration: none;
  &[data-fixed] {
    background: var(--vonk-color-selected-background);
    border-color: var(--vonk-color-selected);
  }
  &:is(a):hover {
    border-color: var(--vonk-color-border-strong);
    text-decoration: underline;
  }
  &:focus-visible {
    outline: var(--vonk-focus-outline);
    outline-offset: var(--vonk-focus-outline-offset);
  }
`;
