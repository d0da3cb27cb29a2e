import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId } from 'react-aria';
import { FieldDescription, FieldError, FieldRequiredMarker } from '../Field/Field.tsx';
import { Content, Legend, Root } from './Fieldset.styles.ts';

export interface FieldsetProps extends Omit<ComponentPropsWithRef<'fieldset'>, 'disabled'> {
  legend: ReactNode;
  description?: ReactNode;
  /** An error that belongs to the group as a whole (e.g. an unknown address). */
  errorMessage?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  children?: ReactNode;
}

/** `<fieldset>` with a `<legend>`; description and group error are linked with aria-describedby. */
export function Fieldset({
  legend,
  description,
  errorMessage,
  isRequired,
  isDisabled,
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
    <Root
      {...rest}
      disabled={isDisabled}
      aria-describedby={ids || undefined}
      data-invalid={hasError || undefined}
    >
      <Legend>
        {legend}
        <FieldRequiredMarker isRequired={isRequired} />
      </Legend>
      <FieldDescription id={descriptionId}>{description}</FieldDescription>
      <Content>{children}</Content>
      {hasError && <FieldError id={errorId}>{errorMessage}</FieldError>}
    </Root>
  );
}
