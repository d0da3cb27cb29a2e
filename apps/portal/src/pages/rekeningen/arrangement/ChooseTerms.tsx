import { Button, Radio, RadioGroup, Stack, formatEuro } from '@vonk/ui';
import { termAmount } from '@vonk/domain';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useText } from '../../../i18n/useText.ts';

interface ChooseTermsProps {
  amount: number;
  termOptions: readonly number[];
  onChoose: (terms: number) => void;
}

/** Step 1: in how many months, each option with what a term roughly costs. */
export function ChooseTerms({ amount, termOptions, onChoose }: ChooseTermsProps) {
  const t = useText();
  const [terms, setTerms] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!terms) return setMissing(true);
    onChoose(Number(terms));
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <RadioGroup
          label={t('invoices.arrangement.choose.label')}
          description={t('invoices.arrangement.choose.hint', { amount: formatEuro(amount) })}
          value={terms}
          onChange={(value) => {
            setTerms(value);
            setMissing(false);
          }}
          invalid={missing}
          errorMessage={missing ? t('invoices.arrangement.choose.required') : undefined}
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
