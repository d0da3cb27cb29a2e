export { Button } from './Button.tsx';
export type { ButtonProps, ButtonAsButtonProps, ButtonAsLinkProps } from './Button.tsx';
export type { ButtonVariant, ButtonSize } from './Button.styles.ts';
