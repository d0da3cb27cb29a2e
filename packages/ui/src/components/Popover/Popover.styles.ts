import { styled } from 'styled-components';

export const Panel = styled.div`
  min-width: 12rem;
  max-width: min(24rem, calc(100vw - 2 * var(--vonk-space-4)));
  padding: var(--vonk-space-2);
  background: var(--vonk-color-surface);
  color: var(--vonk-color-text);
  border: 1px solid var(--vonk-color-border);
  border-radius: var(--vonk-radius-medium);
  box-shadow: var(--vonk-shadow-lg);
  z-index: var(--vonk-z-index-overlay);
  outline: none;
`;

export const Underlay = styled.div`
  position: fixed;
  inset: 0;
`;
