import { keyframes, styled } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--vonk-space-2);
  color: var(--vonk-color-text);
`;

export const Circle = styled.svg`
  flex: none;
  color: var(--vonk-color-progress);
  animation: ${spin} calc(var(--vonk-motion-duration-slow) * 2.5) linear infinite;
`;
