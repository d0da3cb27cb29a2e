import { keyframes, styled } from 'styled-components';

const grow = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(0.85); }
`;

export const Track = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  height: var(--vonk-loading-bar-height);
  z-index: var(--vonk-z-index-loading-bar);
  pointer-events: none;
  overflow: hidden;
`;

export const Bar = styled.div`
  height: 100%;
  background: var(--vonk-loading-bar-color);
  transform-origin: left center;
  transform: scaleX(0);
  opacity: 0;

  &[data-state='loading'] {
    opacity: 1;
    animation: ${grow} calc(var(--vonk-motion-duration-slow) * 20)
      var(--vonk-motion-easing-standard) forwards;
  }
  &[data-state='complete'] {
    transform: scaleX(1);
    opacity: 0;
    transition:
      transform var(--vonk-motion-duration-medium) var(--vonk-motion-easing-standard),
      opacity var(--vonk-motion-duration-slow) var(--vonk-motion-easing-exit)
        var(--vonk-motion-duration-medium);
  }
  &[data-state='failed'] {
    transform: scaleX(1);
    opacity: 1;
    background: var(--vonk-color-feedback-error-border);
  }
  /* Forced colours replace a background with Canvas, so the bar would vanish: draw it in the
     system's highlight colour (issue 30). */
  @media (forced-colors: active) {
    forced-color-adjust: none;
    background: Highlight;
    &[data-state='failed'] {
      background: CanvasText;
    }
  }
`;

export const Failed = styled.div`
  margin: var(--vonk-space-4);
`;
