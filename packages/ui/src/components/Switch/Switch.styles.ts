import { styled } from 'styled-components';

export { ChoiceRoot as Root, Indented } from '../../styles/choice.styles.ts';

export const SwitchLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: var(--vonk-space-3);
  min-height: 2.75rem;
  cursor: pointer;
  overflow-wrap: anywhere;
  &[data-disabled] {
    cursor: not-allowed;
    color: var(--vonk-color-text-subtle);
  }
`;

/** The visible track and thumb; the real input is visually hidden but focusable. */
export const Track = styled.span`
  position: relative;
  flex: none;
  width: 3rem;
  height: 1.75rem;
  border-radius: var(--vonk-radius-pill);
  border: 2px solid var(--vonk-switch-border, var(--vonk-color-border-strong));
  background: var(--vonk-switch-background, var(--vonk-color-surface));
  transition: background-color var(--vonk-motion-duration-fast) var(--vonk-motion-easing-standard);
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: calc(1.75rem - 8px);
    height: calc(1.75rem - 8px);
    border-radius: 50%;
    background: var(--vonk-switch-thumb, var(--vonk-color-border-strong));
    transition: transform var(--vonk-motion-duration-fast) var(--vonk-motion-easing-standard);
  }
  [data-selected] > & {
    background: var(--vonk-switch-background-selected, var(--vonk-color-action-primary));
    border-color: var(--vonk-switch-background-selected, var(--vonk-color-action-primary));
  }
  [data-selected] > &::after {
    transform: translateX(1.25rem);
    background: var(--vonk-switch-thumb-selected, var(--vonk-color-on-action-primary));
  }
  [data-focus-visible] > & {
    outline: var(--vonk-focus-outline);
    outline-offset: var(--vonk-focus-outline-offset);
  }
  [data-disabled] > & {
    opacity: 0.5;
  }
`;

export const StateText = styled.span`
  font-size: var(--vonk-font-size-sm);
  color: var(--vonk-color-text-muted);
`;
