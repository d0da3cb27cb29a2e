import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { Description, ErrorMessage, RequiredMarker } from './Field.styles.ts';

/** Props every form field shares. Text props are ReactNode; messages are Dutch. */
export interface FieldBaseProps {
  /** Visible label; also the accessible name. */
  label: ReactNode;
  /** Help text under the label, linked with aria-describedby. */
  description?: ReactNode;
  /** Error shown under the field (with `isInvalid`, or on its own), linked with aria-describedby. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/** ' (verplicht)' after a label; aria-hidden because aria-required already says it. */
export function FieldRequiredMarker({ isRequired }: { isRequired?: boolean }) {
  if (!isRequired) return null;
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
