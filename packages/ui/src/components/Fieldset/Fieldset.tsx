import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId } from 'react';
import { FieldDescription, FieldError, FieldRequiredMarker } from '../Field/Field.tsx';
import { Content, Legend, Root } from './Fieldset.styles.ts';

export interface FieldsetProps extends ComponentPropsWithRef<'fieldset'> {
  legend: ReactNode;
  description?: ReactNode;
  /** An error that belongs to the group as a whole (e.g. an unknown address). */
  errorMessage?: ReactNode;
  /** Marks the legend '(verplicht)'; each control still says so itself (aria-required). */
  required?: boolean;
  children?: ReactNode;
}

/** `<fieldset>` with a `<legend>`; description and group error are linked with aria-describedby. */
export function Fieldset({
  legend,
  description,
  errorMessage,
  required,
  children,
  'aria-describedby': describedBy,
  ...rest
}: FieldsetProps) {
  const descriptionId = useId();
  const errorId = useId();
  const hasDescription = description != null && description !== false && description !== '';
  const hasError = errorMessage != null && errorMessage !== false && errorMessage !== '';
  const ids = [hasDescription && descriptionId, hasError && errorId, describedBy]
    .filter(Boolean)
    .join(' ');
  return (
    <Root {...rest} aria-describedby={ids || undefined} data-invalid={hasError || undefined}>
      <Legend>
        {legend}
        <FieldRequiredMarker required={required} />
      </Legend>
      <FieldDescription id={descriptionId}>{description}</FieldDescription>
      <Content>{children}</Content>
      {hasError && <FieldError id={errorId}>{errorMessage}</FieldError>}
    </Root>
  );
}
