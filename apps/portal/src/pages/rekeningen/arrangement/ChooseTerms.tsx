import { Button, Radio, RadioGroup, Stack, formatEuro } from '@vonk/ui';
import { termAmount } from '@vonk/domain';
import { FormMessages } from '../../../forms/FormMessages.tsx';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useText } from '../../../i18n/useText.ts';

interface ChooseTermsProps {
  amount: number;
  termOptions: readonly number[];
  onChoose: (terms: number) => void;
}

/**
 * Step 1: in how many months, each option with what a term roughly costs. On the one form
 * mechanism (ADR 015): nothing chosen goes to the error summary, which is focused and announced
 * and links to the group (WCAG 4.1.3, issue 30).
 */
export function ChooseTerms({ amount, termOptions, onChoose }: ChooseTermsProps) {
  const t = useText();
  const form = usePortalForm({
    id: 'rekeningen/betalingsregeling',
    fieldIds: { terms: 'betalingsregeling-termijnen' },
    defaultValues: { terms: '' },
    checks: {
      terms: (value) => (value ? undefined : t('invoices.arrangement.choose.required')),
    },
    onSubmit: async ({ terms }) => onChoose(Number(terms)),
  });
  const terms = form.field('terms');
  return (
    <form {...form.formProps}>
      <Stack gap="4">
        <FormMessages
          form={form}
          failedTitle={t('invoices.arrangement.refused.title')}
          failedBody={t('invoices.arrangement.refused.body')}
        />
        <RadioGroup
          id={terms.id}
          name={terms.name}
          label={t('invoices.arrangement.choose.label')}
          description={t('invoices.arrangement.choose.hint', { amount: formatEuro(amount) })}
          value={terms.value || null}
          onChange={terms.onChange}
          invalid={terms.errorMessage !== undefined}
          errorMessage={terms.errorMessage}
          required
        >
          {termOptions.map((option) => (
            <Radio key={option} value={String(option)}>
              {t('invoices.arrangement.choose.option', {
                terms: option,
                amount: formatEuro(termAmount(amount, option)),
              })}
            </Radio>
          ))}
        </RadioGroup>
        <div>
          <Button type="submit">{t('invoices.arrangement.choose.submit')}</Button>
        </div>
      </Stack>
    </form>
  );
}
