import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';
import type { FieldBaseProps } from './Field.tsx';
import { FieldDescription, FieldError, FieldRequiredMarker } from './Field.tsx';
import { GroupLabel, Options, Root } from './ChoiceGroupFrame.styles.ts';

/** True when a field shows as invalid: flagged so, or given an error message to show. */
export const isFieldInvalid = ({ invalid, errorMessage }: FieldBaseProps): boolean =>
  Boolean(invalid) || (errorMessage != null && errorMessage !== '');

const shows = (node: ReactNode) => node != null && node !== false && node !== '';

/**
 * The ids and ARIA a group of native choices needs (what react-aria's group hooks gave): the group
 * named by its label and described by its description and, when shown, its error. `descriptionId`
 * and `errorId` are set only while those are shown; each option adds them to its own description.
 */
export function useChoiceGroupIds(field: FieldBaseProps & { id?: string | undefined }) {
  const generated = useId();
  const labelId = useId();
  const description = useId();
  const error = useId();
  const invalid = isFieldInvalid(field);
  const descriptionId = shows(field.description) ? description : undefined;
  const errorId = invalid && shows(field.errorMessage) ? error : undefined;
  return {
    invalid,
    descriptionId,
    errorId,
    aria: {
      groupProps: {
        // Other props (data-*) reach the group, as react-aria's hooks passed them.
        ...Object.fromEntries(Object.entries(field).filter(([key]) => key.startsWith('data-'))),
        id: field.id ?? generated,
        'aria-labelledby': shows(field.label) ? labelId : undefined,
        'aria-describedby': [descriptionId, errorId].filter(Boolean).join(' ') || undefined,
      },
      labelProps: shows(field.label) ? { id: labelId } : {},
      descriptionProps: { id: description },
      errorMessageProps: { id: error },
    },
  };
}

interface ChoiceGroupFrameProps extends FieldBaseProps {
  /** The group, label, description and error props (`useChoiceGroupIds`). */
  aria: {
    groupProps: HTMLAttributes<HTMLElement>;
    labelProps: HTMLAttributes<HTMLElement>;
    descriptionProps: HTMLAttributes<HTMLElement>;
    errorMessageProps: HTMLAttributes<HTMLElement>;
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
