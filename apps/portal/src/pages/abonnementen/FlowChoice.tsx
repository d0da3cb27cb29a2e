import type { ReactNode } from 'react';
import { useFlowStep } from '../../shell/titleParts.ts';
import { Button, Section, Stack } from '@vonk/ui';
import { routePaths } from '@vonk/domain';
import { FormMessages } from '../../forms/FormMessages.tsx';
import type { FormValues, PortalForm } from '../../forms/usePortalForm.ts';
import { useText } from '../../i18n/useText.ts';

interface FlowChoiceProps<V extends FormValues<V>> {
  title: string;
  /** The step's form on the one form mechanism: its submit goes to the summary. */
  form: PortalForm<V>;
  /** A cancel says nothing was cancelled when it fails; an order, that nothing was ordered. */
  kind?: 'order' | 'cease';
  /** Above the form's messages: what the step is about. */
  intro?: ReactNode;
  /**
   * Starts loading the next steps' code when the customer works on this one (focus in the form,
   * pointing at "Verder"), so the summary shows without a wait (issue #34): an order's
   * `warmOrderSteps`, a cancel's `warmCeaseSteps`.
   */
  warmNext?: () => void;
  children: ReactNode;
}

/**
 * Step 1 of every /abonnementen flow (ADR 050, 065): the title with "Stap 1 van 3", the form's
 * messages, the flow's own fields, "Verder" to the summary and the way back to the overview.
 * One component so that ordering and cancelling start the same way.
 */
export function FlowChoice<V extends FormValues<V>>({
  title,
  form,
  kind = 'order',
  intro,
  warmNext,
  children,
}: FlowChoiceProps<V>) {
  const t = useText();
  const step = useFlowStep(t('subscriptions.cease.step', { step: 1 }), title);
  return (
    <Section {...step}>
      <form {...form.formProps} onFocus={warmNext}>
        <Stack gap="5">
          {intro}
          <FormMessages
            form={form}
            failedTitle={t(
              kind === 'cease'
                ? 'subscriptions.cease.failed.title'
                : 'subscriptions.order.failed.title',
            )}
            failedBody={t(
              kind === 'cease'
                ? 'subscriptions.cease.failed.body'
                : 'subscriptions.order.failed.body',
            )}
          />
          {children}
          <Stack gap="3">
            <Button type="submit" onPointerEnter={warmNext}>
              {t('subscriptions.cease.choose.next')}
            </Button>
            <Button href={routePaths.subscriptions.href()} variant="tertiary">
              {t('subscriptions.cease.back')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Section>
  );
}

/** A required radio group bound to one form field: value, change, error, invalid. */
export function choiceGroupProps(field: {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
}) {
  return {
    id: field.id,
    name: field.name,
    value: field.value || null,
    onChange: field.onChange,
    errorMessage: field.errorMessage,
    invalid: field.errorMessage !== undefined,
    required: true,
  };
}
