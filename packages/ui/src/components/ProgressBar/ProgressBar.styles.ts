import { keyframes, styled } from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--vonk-space-1);
  font-family: var(--vonk-font-family-body);
  color: var(--vonk-color-text);
`;

export const LabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: var(--vonk-space-2);
  & > span:first-child {
    font-weight: var(--vonk-font-weight-bold);
    overflow-wrap: anywhere;
  }
`;

export const ValueText = styled.span`
  color: var(--vonk-color-text-muted);
  font-variant-numeric: tabular-nums;
`;

export const Track = styled.div`
  position: relative;
  height: var(--vonk-progress-bar-height, 0.75rem);
  border-radius: var(--vonk-radius-pill);
  background: var(--vonk-progress-bar-track, var(--vonk-color-background-muted));
  outline: 1px solid var(--vonk-color-border-strong);
  overflow: hidden;
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: var(--vonk-progress-bar-fill, var(--vonk-color-progress));
  transition: width var(--vonk-motion-duration-medium) var(--vonk-motion-easing-standard);
  &[data-tone='warning'] {
    background: var(--vonk-color-feedback-warning-border);
  }
  &[data-tone='error'] {
    background: var(--vonk-color-feedback-error-border);
  }
  &[data-indeterminate] {
    width: 40%;
    animation: ${slide} 1.4s var(--vonk-motion-easing-standard) infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-indeterminate] {
      animation: none;
      width: 100%;
      opacity: 0.5;
    }
  }
  /* The person's own choice (issue #30) or the device's (spec §4). */
  :root[data-vonk-reduced-motion='true'] &[data-indeterminate] {
    animation: none;
    width: 100%;
    opacity: 0.5;
  }
`;
