import { styled } from 'styled-components';

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
