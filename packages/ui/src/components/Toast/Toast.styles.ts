import { keyframes, styled } from 'styled-components';

const enter = keyframes`from { transform: translateY(1rem); }`;

export const Region = styled.ol`
  position: fixed;
  inset: auto var(--vonk-space-4) calc(var(--vonk-nav-bar-height) + var(--vonk-space-4)) auto;
  z-index: var(--vonk-z-index-toast);
  display: grid;
  gap: var(--vonk-space-2);
  width: min(24rem, calc(100vw - 2 * var(--vonk-space-4)));
  margin: 0;
  padding: 0;
  list-style: none;
  &:empty {
    display: none;
  }
`;

export const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: var(--vonk-space-3);
  padding: var(--vonk-space-3) var(--vonk-space-4);
  border-radius: var(--vonk-radius-medium);
  background: var(--vonk-toast-background);
  color: var(--vonk-toast-text);
  box-shadow: var(--vonk-shadow-lg);
  animation: ${enter} var(--vonk-motion-duration-medium) var(--vonk-motion-easing-standard);
  & > p {
    flex: 1 1 auto;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Close = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2rem;
  height: 2rem;
  margin: calc(var(--vonk-space-1) * -1);
  border: 0;
  border-radius: var(--vonk-radius-pill);
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid var(--vonk-color-text-inverse);
    outline-offset: 0;
  }
`;
