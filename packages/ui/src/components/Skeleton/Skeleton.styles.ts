import { keyframes, styled } from 'styled-components';

const pulse = keyframes`50% { opacity: 0.55; }`;

export const Root = styled.span`
  display: grid;
  gap: var(--vonk-space-2);
  width: 100%;
`;

export const Bone = styled.span`
  display: block;
  background: var(--vonk-skeleton-background);
  border-radius: var(--vonk-radius-small);
  animation: ${pulse} calc(var(--vonk-motion-duration-slow) * 4) ease-in-out infinite;
  &[data-shape='circle'] {
    border-radius: 50%;
  }
  &[data-shape='text'] {
    height: 1em;
  }
  &[data-shape='text']:last-child:not(:first-child) {
    width: 60%;
  }
`;
