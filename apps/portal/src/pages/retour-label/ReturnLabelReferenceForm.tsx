import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Stack, TextField } from '@vonk/ui';
import { normaliseReturnReference, returnReferenceError } from '@vonk/domain';
import type { ReturnReferenceError } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';

const ERROR_TEXTS = {
  required: 'returnLabel.reference.required',
  format: 'returnLabel.reference.format',
} as const;

interface ReturnLabelReferenceFormProps {
  /** What to start with, e.g. the unknown reference so it can be corrected. */
  defaultValue?: string;
  /** Called with the normalised reference once it has the right shape. */
  onSubmit: (reference: string) => void;
}

/**
 * Asks for the return reference from the e-mail when the link carried none (or an unknown one).
 * A wrong value stays in the field with a Dutch message under it (rules: domain
 * shippingLabels/rules.ts).
 */
export function ReturnLabelReferenceForm({
  defaultValue = '',
  onSubmit,
}: ReturnLabelReferenceFormProps) {
  const t = useText();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(defaultValue);
  const [submitted, setSubmitted] = useState(false);
  const message = (error: ReturnReferenceError | undefined) =>
    error ? t(ERROR_TEXTS[error]) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (returnReferenceError(value)) {
      input.current?.focus();
      return;
    }
    onSubmit(normaliseReturnReference(value));
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('returnLabel.reference.label')}>
      <Stack gap="4" align="start">
        <TextField
          ref={input}
          id="retourreferentie"
          name="referentie"
          label={t('returnLabel.reference.label')}
          description={t('returnLabel.reference.description')}
          isRequired
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck="false"
          width="20ch"
          value={value}
          onChange={setValue}
          validate={(next) => message(returnReferenceError(next))}
          errorMessage={submitted ? message(returnReferenceError(value)) : undefined}
        />
        <Button type="submit">{t('returnLabel.reference.submit')}</Button>
      </Stack>
    </form>
  );
}
