import { styled } from 'styled-components';

// Size, width and variant are read from the data-* attributes Button writes (state you can see
// in the DOM), not from style props.
export const Root = styled.button`
  display: inline-flex;
  width: auto;
  align-items: center;
  justify-content: center;
  gap: var(--vonk-space-2);
  min-height: 2.75rem;
  padding: var(--vonk-space-2) var(--vonk-space-5);
  border: 2px solid transparent;
  border-radius: var(--vonk-button-radius);
  font: inherit;
  font-weight: var(--vonk-font-weight-bold);
  font-size: var(--vonk-font-size-md);
  line-height: var(--vonk-line-height-tight);
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background-color var(--vonk-motion-duration-fast) var(--vonk-motion-easing-standard);

  &[data-size='small'] {
    min-height: 2rem;
    padding: var(--vonk-space-1) var(--vonk-space-3);
    font-size: var(--vonk-font-size-sm);
  }
  &[data-size='large'] {
    min-height: 3.25rem;
    padding: var(--vonk-space-3) var(--vonk-space-6);
  }
  &[data-full-width] {
    display: flex;
    width: 100%;
  }

  &[data-variant='primary'] {
    background: var(--vonk-button-primary-background);
    color: var(--vonk-button-primary-text);
    &:hover:not([aria-disabled='true'], :disabled) {
      background: var(--vonk-button-primary-background-hover);
    }
  }
  &[data-variant='secondary'] {
    background: var(--vonk-color-background);
    color: var(--vonk-button-secondary-text);
    border-color: var(--vonk-button-secondary-border);
    &:hover:not([aria-disabled='true'], :disabled) {
      background: var(--vonk-button-secondary-background-hover);
    }
  }
  &[data-variant='tertiary'] {
    background: transparent;
    color: var(--vonk-button-tertiary-text);
    text-decoration: underline;
    padding-inline: var(--vonk-space-1);
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[data-loading] {
    cursor: progress;
    opacity: 1;
  }
  &:focus-visible {
    outline: var(--vonk-focus-outline);
    outline-offset: var(--vonk-focus-outline-offset);
  }
`;
