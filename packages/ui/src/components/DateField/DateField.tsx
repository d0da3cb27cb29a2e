import type { ComponentPropsWithRef, FocusEvent, ReactNode } from 'react';
import { useId, useState } from 'react';
import type { FieldBaseProps } from '../Field/Field.tsx';
import { leavesForSubmit, usePressTracking } from '../Field/leavesForSubmit.ts';
import { Fieldset } from '../Fieldset/Fieldset.tsx';
import { Part, PartInput, PartLabel, Parts } from './DateField.styles.ts';

export const DATE_ERROR = 'Vul een geldige datum in, bijvoorbeeld 22 11 2026.';

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** `{ day: '22', month: '11', year: '2026' }` → `'2026-11-22'`, or `null` if that is no date. */
export function datePartsToIso({ day, month, year }: DateParts): string | null {
  if (
    !/^\d{1,2}$/.test(day.trim()) ||
    !/^\d{1,2}$/.test(month.trim()) ||
    !/^\d{4}$/.test(year.trim())
  )
    return null;
  const d = Number(day);
  const m = Number(month);
  const y = Number(year);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function isoToParts(iso: string | undefined): DateParts {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match
    ? { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) }
    : { day: '', month: '', year: '' };
}

/** Other props (data-*, aria-*) and the ref go to the `<fieldset>`. */
type FieldsetRest = Omit<
  ComponentPropsWithRef<'fieldset'>,
  'children' | 'onChange' | 'onBlur' | 'defaultValue' | 'disabled' | 'id' | 'name'
>;

export interface DateFieldProps extends Omit<FieldBaseProps, 'label'>, FieldsetRest {
  /** The question, shown as the fieldset legend, e.g. 'Geboortedatum'. */
  label: ReactNode;
  /** ISO date `'2026-11-22'` to start with. */
  defaultValue?: string;
  /** Called on every change: the ISO date, or `null` while the parts are no valid date. */
  onChange?: (value: string | null, parts: DateParts) => void;
  /** Extra check on a valid date (e.g. not in the past); return a Dutch message or undefined. */
  validate?: (isoDate: string) => ReactNode | undefined;
  /** Id of the day input; FormErrorSummary links to it. */
  id?: string;
  name?: string;
  /** `'bday'` fills the three parts from the browser's birthday. */
  autoComplete?: 'bday';
  className?: string;
}

/**
 * A date as three number boxes (dag, maand, jaar) in a fieldset: the GOV.UK / NL Design
 * System pattern that works with every keyboard, screen reader and phone, and never loses
 * what was typed. Checked when focus leaves the group.
 */
export function DateField({
  label,
  description = 'Bijvoorbeeld 22 11 2026',
  errorMessage,
  invalid: invalidProp,
  required,
  disabled,
  defaultValue,
  onChange,
  validate,
  id,
  name,
  autoComplete,
  className,
  ...rest
}: DateFieldProps) {
  const [parts, setParts] = useState<DateParts>(() => isoToParts(defaultValue));
  const [validationError, setValidationError] = useState<ReactNode | undefined>(undefined);
  usePressTracking();
  const generatedId = useId();
  const baseId = id ?? generatedId;

  const check = (next: DateParts): ReactNode | undefined => {
    if (!next.day && !next.month && !next.year) return undefined;
    const iso = datePartsToIso(next);
    if (!iso) return DATE_ERROR;
    return validate?.(iso);
  };
  const shownError = errorMessage ?? validationError;
  const invalid = Boolean(invalidProp) || (shownError != null && shownError !== '');

  const update = (key: keyof DateParts, value: string) => {
    const next = { ...parts, [key]: value };
    setParts(next);
    if (validationError !== undefined) setValidationError(check(next));
    onChange?.(datePartsToIso(next), next);
  };
  const onGroupBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (!leavesForSubmit(event)) setValidationError(check(parts));
  };

  const fields: { key: keyof DateParts; label: string; chars: number; auto?: string }[] = [
    { key: 'day', label: 'Dag', chars: 2, auto: 'bday-day' },
    { key: 'month', label: 'Maand', chars: 2, auto: 'bday-month' },
    { key: 'year', label: 'Jaar', chars: 4, auto: 'bday-year' },
  ];
  return (
    <Fieldset
      {...rest}
      legend={label}
      description={description}
      errorMessage={invalid ? shownError : undefined}
      required={required}
      disabled={disabled}
      onBlur={onGroupBlur}
      className={className}
    >
      <Parts>
        {fields.map((field, index) => {
          const inputId = index === 0 ? baseId : `${baseId}-${field.key}`;
          return (
            <Part key={field.key}>
              <PartLabel htmlFor={inputId}>{field.label}</PartLabel>
              <PartInput
                id={inputId}
                name={name ? `${name}-${field.key}` : undefined}
                $chars={field.chars}
                inputMode="numeric"
                maxLength={field.chars}
                autoComplete={autoComplete ? field.auto : 'off'}
                value={parts[field.key]}
                onChange={(event) => update(field.key, event.target.value)}
                aria-invalid={invalid || undefined}
                aria-required={required || undefined}
              />
            </Part>
          );
        })}
      </Parts>
    </Fieldset>
  );
}
