import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Stack, TextField } from '@vonk/ui';
import { normaliseReference } from '@vonk/domain';
import type { ReferenceError } from '@vonk/domain';
import type { MessageId } from '../i18n/messages.ts';
import { useText } from '../i18n/useText.ts';

export interface ReferenceFormTexts {
  label: MessageId;
  description: MessageId;
  submit: MessageId;
  required: MessageId;
  format: MessageId;
}

interface ReferenceFormProps {
  /** Input id, so a link or error summary can point at it. */
  id: string;
  texts: ReferenceFormTexts;
  /** The domain's rule for this kind of reference. */
  check: (value: string) => ReferenceError | undefined;
  /** What to start with, e.g. the unknown reference so it can be corrected. */
  defaultValue?: string;
  /** Called with the normalised reference once it has the right shape. */
  onSubmit: (reference: string) => void;
}

/**
 * Asks for the reference from an e-mail when a public page's link carried none (or an unknown
 * one). A wrong value stays in the field with a Dutch message under it; rules in the domain.
 */
export function ReferenceForm({
  id,
  texts,
  check,
  defaultValue = '',
  onSubmit,
}: ReferenceFormProps) {
  const t = useText();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(defaultValue);
  const [submitted, setSubmitted] = useState(false);
  const message = (error: ReferenceError | undefined) => (error ? t(texts[error]) : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (check(value)) {
      input.current?.focus();
      return;
    }
    onSubmit(normaliseReference(value));
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t(texts.label)}>
      <Stack gap="4" align="start">
        <TextField
          ref={input}
          id={id}
          name="referentie"
          label={t(texts.label)}
          description={t(texts.description)}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck="false"
          width="20ch"
          value={value}
          onChange={setValue}
          validate={(next) => message(check(next))}
          errorMessage={submitted ? message(check(value)) : undefined}
        />
        <Button type="submit">{t(texts.submit)}</Button>
      </Stack>
    </form>
  );
}
