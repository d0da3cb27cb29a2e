import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { Description, ErrorMessage, RequiredMarker } from '../../styles/field.styles.ts';

/** Props every form field shares. Text props are ReactNode; messages are Dutch. */
export interface FieldBaseProps {
  /** Visible label; also the accessible name. */
  label: ReactNode;
  /** Help text under the label, linked with aria-describedby. */
  description?: ReactNode;
  /** Error shown under the field (with `invalid`, or on its own), linked with aria-describedby. */
  errorMessage?: ReactNode;
  /** Shows the field as invalid (aria-invalid) even without a message. */
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
}

/** Our HTML-named states in react-aria's spelling, for its field hooks. */
export function ariaFieldState({ invalid, required, disabled }: FieldBaseProps) {
  return { isInvalid: invalid, isRequired: required, isDisabled: disabled };
}

/** ' (verplicht)' after a label; aria-hidden because aria-required already says it. */
export function FieldRequiredMarker({ required }: { required?: boolean | undefined }) {
  if (!required) return null;
  return <RequiredMarker aria-hidden="true"> (verplicht)</RequiredMarker>;
}

export function FieldDescription({ children, ...props }: HTMLAttributes<HTMLDivElement>) {
  if (children == null || children === false || children === '') return null;
  return <Description {...props}>{children}</Description>;
}

export function FieldError({ children, ...props }: HTMLAttributes<HTMLDivElement>) {
  if (children == null || children === false || children === '') return null;
  return (
    <ErrorMessage data-field-error="" {...props}>
      <Icon name="error" size="1.1em" />
      <span>{children}</span>
    </ErrorMessage>
  );
}
