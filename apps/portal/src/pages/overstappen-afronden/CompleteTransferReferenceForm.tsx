import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Stack, TextField } from '@vonk/ui';
import { normaliseTransferReference, transferReferenceError } from '@vonk/domain';
import type { TransferReferenceError } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';

const ERROR_TEXTS = {
  required: 'completeTransfer.reference.required',
  format: 'completeTransfer.reference.format',
} as const;

interface CompleteTransferReferenceFormProps {
  /** What to start with, e.g. the unknown reference so it can be corrected. */
  defaultValue?: string;
  /** Called with the normalised reference once it has the right shape. */
  onSubmit: (reference: string) => void;
}

/**
 * Asks for the transfer reference from the e-mail when the link carried none (or an unknown one).
 * A wrong value stays in the field with a Dutch message under it (rules: domain transfer/rules.ts).
 */
export function CompleteTransferReferenceForm({
  defaultValue = '',
  onSubmit,
}: CompleteTransferReferenceFormProps) {
  const t = useText();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(defaultValue);
  const [submitted, setSubmitted] = useState(false);
  const message = (error: TransferReferenceError | undefined) =>
    error ? t(ERROR_TEXTS[error]) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (transferReferenceError(value)) {
      input.current?.focus();
      return;
    }
    onSubmit(normaliseTransferReference(value));
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('completeTransfer.reference.label')}>
      <Stack gap="4" align="start">
        <TextField
          ref={input}
          id="overstapreferentie"
          name="referentie"
          label={t('completeTransfer.reference.label')}
          description={t('completeTransfer.reference.description')}
          isRequired
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck="false"
          width="20ch"
          value={value}
          onChange={setValue}
          validate={(next) => message(transferReferenceError(next))}
          errorMessage={submitted ? message(transferReferenceError(value)) : undefined}
        />
        <Button type="submit">{t('completeTransfer.reference.submit')}</Button>
      </Stack>
    </form>
  );
}
