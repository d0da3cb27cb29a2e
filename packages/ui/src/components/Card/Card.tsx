import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId } from 'react';
import { Footer, Root, Title } from './Card.styles.ts';

export interface CardProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** With a title the card is a labelled <section>; without one a plain box. */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  footer?: ReactNode;
  children?: ReactNode;
}

/** A surface that groups one topic. */
export function Card({ title, headingLevel = 2, footer, children, ...rest }: CardProps) {
  const id = useId();
  return (
    <Root as={title ? 'section' : 'div'} aria-labelledby={title ? id : undefined} {...rest}>
      {title && (
        <Title as={`h${headingLevel}`} id={id}>
          {title}
        </Title>
      )}
      {children}
      {footer && <Footer>{footer}</Footer>}
    </Root>
  );
}
