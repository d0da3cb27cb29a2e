import { keyframes, styled } from 'styled-components';
import { media } from '../../theme/media.ts';

const fade = keyframes`from { background-color: transparent; }`;
const rise = keyframes`from { transform: translateY(1rem); }`;
const slideStart = keyframes`from { transform: translateX(-100%); }`;
const slideEnd = keyframes`from { transform: translateX(100%); }`;

export const Underlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--vonk-z-index-modal);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: var(--vonk-space-4);
  background: var(--vonk-overlay-backdrop);
  animation: ${fade} var(--vonk-motion-duration-medium) var(--vonk-motion-easing-standard);

  &[data-variant='drawer'] {
    padding: 0;
    align-items: stretch;
    justify-content: flex-end;
  }
  &[data-variant='drawer'][data-placement='start'] {
    justify-content: flex-start;
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: var(--vonk-modal-max-width);
  max-height: calc(100dvh - 2 * var(--vonk-space-4));
  background: var(--vonk-modal-background);
  color: var(--vonk-color-text);
  border-radius: var(--vonk-radius-large);
  box-shadow: var(--vonk-shadow-lg);
  animation: ${rise} var(--vonk-motion-duration-medium) var(--vonk-motion-easing-standard);
  & > * {
    flex: 1 1 auto;
  }

  &[data-variant='drawer'] {
    max-width: min(var(--vonk-drawer-width), 100vw);
    max-height: none;
    height: 100dvh;
    border-radius: 0;
    animation: ${slideEnd} var(--vonk-motion-duration-medium) var(--vonk-motion-easing-standard);
  }
  &[data-variant='drawer'][data-placement='start'] {
    animation-name: ${slideStart};
  }
  ${media.down('sm')} {
    &[data-variant='drawer'] {
      max-width: 100vw;
    }
  }
`;
