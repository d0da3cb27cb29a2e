import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId } from 'react';
import { Description, Header, Root, Title } from './Section.styles.ts';

export interface SectionProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  title: ReactNode;
  headingLevel?: 2 | 3 | 4;
  description?: ReactNode;
  children?: ReactNode;
}

/** A titled part of a page: a <section> labelled by its heading. */
export function Section({ title, headingLevel = 2, description, children, ...rest }: SectionProps) {
  const id = useId();
  return (
    <Root aria-labelledby={id} {...rest}>
      <Header>
        <Title as={`h${headingLevel}`} id={id}>
          {title}
        </Title>
        {description && <Description>{description}</Description>}
      </Header>
      {children}
    </Root>
  );
}
