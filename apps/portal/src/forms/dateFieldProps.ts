import type { DateFieldProps, DateParts } from '@vonk/ui';

/** A date field's value for the rules: '' when empty, the ISO date, or the parts when no date. */
export const dateValue = (iso: string | null, { day, month, year }: DateParts): string =>
  iso ?? (day || month || year ? `${year}-${month}-${day}` : '');

interface TextFieldBinding {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  validate?: (value: string) => string | undefined;
  errorMessage?: string;
}

/** `form.field(name)` for a DateField, which keeps its parts itself and reports an ISO date. */
export function dateFieldProps({
  value,
  onChange,
  ...rest
}: TextFieldBinding): Pick<
  DateFieldProps,
  'id' | 'name' | 'defaultValue' | 'onChange' | 'validate' | 'errorMessage'
> {
  return {
    ...rest,
    defaultValue: value,
    onChange: (iso, parts) => onChange(dateValue(iso, parts)),
  };
}
