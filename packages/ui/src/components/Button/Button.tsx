import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import type { IconName } from '../Icon/icons.ts';
import { Icon } from '../Icon/Icon.tsx';
import type { LinkProps } from '../Link/Link.tsx';
import { Link } from '../Link/Link.tsx';
import { SpinnerGraphic } from '../Spinner/SpinnerGraphic.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { Root } from './Button.styles.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary';
export type ButtonSize = 'small' | 'medium' | 'large';

interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-disabled and ignores clicks; the label stays. */
  loading?: boolean;
  /** Extra text for screen readers while loading (default 'Bezig...'). */
  loadingText?: ReactNode;
  icon?: IconName;
  iconPosition?: 'start' | 'end';
  fullWidth?: boolean;
  children?: ReactNode;
}

export type ButtonAsButtonProps = ButtonOwnProps &
  ComponentPropsWithRef<'button'> & { href?: undefined };
export type ButtonAsLinkProps = ButtonOwnProps & Omit<LinkProps, 'unstyled'> & { href: string };
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/** A button, or a link that looks like one when `href` is given (rendered through `Link`). */
export function Button(props: ButtonProps) {
  const {
    variant = 'primary',
    size = 'medium',
    loading = false,
    loadingText = 'Bezig...',
    icon,
    iconPosition = 'start',
    fullWidth = false,
    children,
    ...rest
  } = props;
  const spinner = <SpinnerGraphic size="1.25em" />;
  const iconNode = icon ? <Icon name={icon} size="1.25em" /> : null;
  const loadingAtEnd = loading && icon !== undefined && iconPosition === 'end';
  const start = loading && !loadingAtEnd ? spinner : iconPosition === 'start' ? iconNode : null;
  const end = loadingAtEnd ? spinner : !loading && iconPosition === 'end' ? iconNode : null;
  const content = (
    <>
      {start}
      <span>{children}</span>
      {end}
      {loading && <VisuallyHidden> {loadingText}</VisuallyHidden>}
    </>
  );
  const shared = {
    'data-variant': variant,
    'data-size': size,
    'data-full-width': fullWidth ? '' : undefined,
    'data-loading': loading ? '' : undefined,
  };

  if (rest.href !== undefined) {
    const linkProps = rest as Omit<ButtonAsLinkProps, keyof ButtonOwnProps>;
    return (
      <Root as={Link} unstyled {...shared} {...linkProps}>
        {content}
      </Root>
    );
  }
  const {
    type = 'button',
    onClick,
    ...buttonProps
  } = rest as Omit<ButtonAsButtonProps, keyof ButtonOwnProps>;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Root
      type={type}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...shared}
      {...buttonProps}
    >
      {content}
    </Root>
  );
}
