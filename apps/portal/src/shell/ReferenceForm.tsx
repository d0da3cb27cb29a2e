import { Button, Stack, TextField } from '@vonk/ui';
import { normaliseReference } from '@vonk/domain';
import type { ReferenceProblem } from '@vonk/domain';
import type { MessageId } from '../i18n/messages.ts';
import { useText } from '../i18n/useText.ts';
import { usePortalForm } from '../forms/usePortalForm.ts';

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
  /** Names the draft kept through a 503/401 (one per page). */
  formId: string;
  texts: ReferenceFormTexts;
  /** The domain's rule for this kind of reference. */
  check: (value: string) => ReferenceProblem | undefined;
  /** What to start with, e.g. the unknown reference so it can be corrected. */
  defaultValue?: string;
  /**
   * Called with the normalised reference once it has the right shape; resolves when the page has
   * looked it up (the button is busy meanwhile; a 503 there keeps the reference as a draft).
   */
  onSubmit: (reference: string) => Promise<unknown> | void;
}

/**
 * Asks for the reference from an e-mail when a public page's link carried none (or an unknown
 * one), on the one form mechanism. A wrong value stays in the field with a Dutch message under
 * it and the field takes focus; rules in the domain.
 */
export function ReferenceForm({
  id,
  formId,
  texts,
  check,
  defaultValue = '',
  onSubmit,
}: ReferenceFormProps) {
  const t = useText();
  const form = usePortalForm({
    id: formId,
    fieldIds: { reference: id },
    defaultValues: { reference: defaultValue },
    checks: {
      reference: (value) => {
        const problem = check(value);
        return problem && t(texts[problem]);
      },
    },
    focus: 'field',
    onSubmit: async ({ reference }) => onSubmit(normaliseReference(reference)),
  });

  return (
    <form {...form.formProps} aria-label={t(texts.label)}>
      <Stack gap="4" align="start">
        <TextField
          {...form.field('reference')}
          name="referentie"
          label={t(texts.label)}
          description={t(texts.description)}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck="false"
          width="20ch"
        />
        <Button type="submit" loading={form.isSubmitting} loadingText={t('form.lookingUp')}>
          {t(texts.submit)}
        </Button>
      </Stack>
    </form>
  );
}
