import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { IconName } from '../Icon/icons.ts';
import { Icon } from '../Icon/Icon.tsx';
import { Body, Root, Title } from './EmptyState.styles.ts';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  title: ReactNode;
  headingLevel?: 2 | 3 | 4;
  icon?: IconName;
  children?: ReactNode;
  action?: ReactNode;
}

/** Nothing to show yet, said kindly, with a way forward. */
export function EmptyState({
  title,
  headingLevel = 2,
  icon = 'info',
  children,
  action,
  ...rest
}: EmptyStateProps) {
  return (
    <Root data-state="empty" {...rest}>
      <Icon name={icon} size={40} />
      <Title as={`h${headingLevel}`}>{title}</Title>
      {children && <Body>{typeof children === 'string' ? <p>{children}</p> : children}</Body>}
      {action}
    </Root>
  );
}
