import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { Body, Root, Title } from './Alert.styles.ts';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /**
   * 'auto' (default): errors are announced as role=alert, the rest as role=status.
   * 'none': a static notice that is not announced when it appears.
   */
  live?: 'auto' | 'none';
}

/** An inline message with a tone. */
export function Alert({ tone = 'info', title, children, live = 'auto', ...rest }: AlertProps) {
  const role = live === 'none' ? undefined : tone === 'error' ? 'alert' : 'status';
  return (
    <Root role={role} data-tone={tone} {...rest}>
      <Icon name={tone} />
      <Body>
        {title && <Title>{title}</Title>}
        {children && <div>{children}</div>}
      </Body>
    </Root>
  );
}
