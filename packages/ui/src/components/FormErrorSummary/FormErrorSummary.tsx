import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { mergeRefs } from 'react-aria';
import { ErrorLink, List, Root, Title } from './FormErrorSummary.styles.ts';

export interface FormError {
  /** Id of the field to focus (TextField, Select, ... take an `id`). */
  fieldId: string;
  message: ReactNode;
}

export interface FormErrorSummaryProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  errors: readonly FormError[];
  /** Default 'Er ging iets mis met de volgende velden:'. */
  title?: ReactNode;
  /** Heading level of the title. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Move focus to the summary when it appears (after a submit). Default true. */
  focusOnMount?: boolean;
}

/**
 * The list of errors after a submit (GOV.UK / NL Design System pattern). role="alert" so it is
 * announced; each error links to its field and focuses it. Renders nothing without errors.
 */
export function FormErrorSummary({
  errors,
  title = 'Er ging iets mis met de volgende velden:',
  headingLevel = 2,
  focusOnMount = true,
  ref,
  ...rest
}: FormErrorSummaryProps) {
  const rootRef = useRef<HTMLDivElement | null>(null);
  const titleId = useId();
  const hasErrors = errors.length > 0;
  useEffect(() => {
    if (hasErrors && focusOnMount) rootRef.current?.focus();
  }, [hasErrors, focusOnMount, rootRef]);
  if (!hasErrors) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.scrollIntoView?.({ block: 'center' });
    field.focus();
  };
  return (
    <Root
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      ref={mergeRefs(rootRef, ref)}
      {...rest}
    >
      <Title as={`h${headingLevel}`} id={titleId}>
        {title}
      </Title>
      <List>
        {errors.map(({ fieldId, message }) => (
          <li key={fieldId}>
            <ErrorLink href={`#${fieldId}`} onClick={(event) => focusField(event, fieldId)}>
              {message}
            </ErrorLink>
          </li>
        ))}
      </List>
    </Root>
  );
}
