import type { DOMAttributes, ReactNode, Ref } from 'react';
import type { FieldBaseProps } from './Field.tsx';
import { FieldDescription, FieldError, FieldRequiredMarker } from './Field.tsx';
import { GroupLabel, Options, Root } from './ChoiceGroupFrame.styles.ts';

/** True when a field shows as invalid: flagged so, or given an error message to show. */
export const isFieldInvalid = ({ invalid, errorMessage }: FieldBaseProps): boolean =>
  Boolean(invalid) || (errorMessage != null && errorMessage !== '');

interface ChoiceGroupFrameProps extends FieldBaseProps {
  /** The group, label, description and error props of react-aria's group hook. */
  aria: {
    groupProps: DOMAttributes<HTMLElement>;
    labelProps: DOMAttributes<HTMLElement>;
    descriptionProps: DOMAttributes<HTMLElement>;
    errorMessageProps: DOMAttributes<HTMLElement>;
  };
  orientation: 'vertical' | 'horizontal';
  className?: string;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/** The frame CheckboxGroup and RadioGroup share: label, description, options and one error. */
export function ChoiceGroupFrame({
  aria,
  orientation,
  className,
  ref,
  children,
  ...field
}: ChoiceGroupFrameProps) {
  const invalid = isFieldInvalid(field);
  return (
    <Root
      {...aria.groupProps}
      className={className}
      ref={ref}
      data-invalid={invalid || undefined}
      data-disabled={field.disabled || undefined}
    >
      <GroupLabel {...aria.labelProps}>
        {field.label}
        <FieldRequiredMarker required={field.required} />
      </GroupLabel>
      <FieldDescription {...aria.descriptionProps}>{field.description}</FieldDescription>
      <Options data-orientation={orientation}>{children}</Options>
      {invalid && <FieldError {...aria.errorMessageProps}>{field.errorMessage}</FieldError>}
    </Root>
  );
}
