import type { ComponentPropsWithRef, ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { Root, Subtitle, Title, Titles } from './PageHeader.styles.ts';

export interface PageHeaderProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Keep the h1 for screen readers only (route flag hideTitle). */
  hideTitle?: boolean;
  /** Actions on the right, e.g. a download button. */
  actions?: ReactNode;
  /** id of the h1, for aria-labelledby on the page. */
  titleId?: string;
}

/** The page's h1 with an optional subtitle. */
export function PageHeader({
  title,
  subtitle,
  hideTitle = false,
  actions,
  titleId,
  ...rest
}: PageHeaderProps) {
  if (hideTitle) {
    return (
      <Root data-title-hidden="" {...rest}>
        <VisuallyHidden as="h1" id={titleId} tabIndex={-1}>
          {title}
        </VisuallyHidden>
      </Root>
    );
  }
  return (
    <Root {...rest}>
      <Titles>
        <Title id={titleId} tabIndex={-1}>
          {title}
        </Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </Titles>
      {actions}
    </Root>
  );
}
