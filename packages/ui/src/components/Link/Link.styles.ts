import { styled } from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';

export const Anchor = styled.a`
  color: var(--vonk-link-color, var(--vonk-color-text-link));
  text-underline-offset: 0.15em;
  &:hover {
    color: var(--vonk-link-color-hover, var(--vonk-color-text-link-hover));
  }
  &:focus-visible {
    outline: var(--vonk-focus-outline);
    outline-offset: var(--vonk-focus-outline-offset);
  }
`;

/** No styles: lets `as` swap in the router link without creating a component in render. */
export const Bare = styled.a``;

/** The visible sign that a link opens a new tab; its words are the visually hidden hint. */
export const NewTabIcon = styled(Icon)`
  display: inline-block;
  flex: none;
  margin-inline-start: 0.25em;
  vertical-align: -0.125em;
`;
