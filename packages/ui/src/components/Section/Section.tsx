import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId } from 'react';
import { FOCUS_TARGET } from '../FocusTarget/FocusTarget.tsx';
import { Description, Header, Root, Title } from './Section.styles.ts';

export interface SectionProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  title: ReactNode;
  headingLevel?: 2 | 3 | 4;
  description?: ReactNode;
  /**
   * A flow's step or a receipt: after a navigation its heading takes focus rather than the
   * page's h1 (`focusArrival`, WCAG 2.4.3, ADR 141).
   */
  arrival?: boolean;
  children?: ReactNode;
}

/** A titled part of a page: a <section> labelled by its heading. */
export function Section({
  title,
  headingLevel = 2,
  description,
  arrival = false,
  children,
  ...rest
}: SectionProps) {
  const id = useId();
  return (
    <Root aria-labelledby={id} {...rest}>
      <Header>
        <Title
          as={`h${headingLevel}`}
          id={id}
          {...(arrival ? { [FOCUS_TARGET]: '', tabIndex: -1 } : {})}
        >
          {title}
        </Title>
        {description && <Description>{description}</Description>}
      </Header>
      {children}
    </Root>
  );
}
