import styled from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary';
export type ButtonSize = 'small' | 'medium' | 'large';

const pad: Record<ButtonSize, string> = {
  small: 'var(--vonk-space-1) var(--vonk-space-3)',
  medium: 'var(--vonk-space-2) var(--vonk-space-5)',
  large: 'var(--vonk-space-3) var(--vonk-space-6)',
};
const height: Record<ButtonSize, string> = { small: '2rem', medium: '2.75rem', large: '3.25rem' };

export const Root = styled.button<{ $size: ButtonSize; $fullWidth: boolean }>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: var(--vonk-space-2);
  min-height: ${({ $size }) => height[$size]};
  padding: ${({ $size }) => pad[$size]};
  border: 2px solid transparent;
  border-radius: var(--vonk-button-radius);
  font: inherit;
  font-weight: var(--vonk-font-weight-bold);
  font-size: ${({ $size }) => ($size === 'small' ? 'var(--vonk-font-size-sm)' : 'var(--vonk-font-size-md)')};
  line-height: var(--vonk-line-height-tight);
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background-color var(--vonk-motion-duration-fast) var(--vonk-motion-easing-standard);

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
