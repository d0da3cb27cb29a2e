import { Alert, Button, Stack, formatEuro } from '@vonk/ui';
import { installmentSchedule } from '@vonk/domain';
import { useEffect, useRef } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { InstallmentTable } from './InstallmentTable.tsx';

/** How a confirmation ended when no running plan came back (ADR 034). */
export type ArrangementOutcome = 'unconfirmed' | 'refused';

interface ReviewTermsProps {
  amount: number;
  terms: number;
  today: string;
  confirming: boolean;
  outcome: ArrangementOutcome | null;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * Step 2 (`?termijnen=n`): every instalment's date and amount before confirming. Focus moves to
 * the step's heading, so a keyboard or screen-reader user starts here.
 */
export function ReviewTerms(props: ReviewTermsProps) {
  const { amount, terms, today, confirming, outcome, onConfirm, onBack } = props;
  const t = useText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const schedule = installmentSchedule(amount, terms, today);
  return (
    <Stack gap="4">
      <h3 ref={heading} tabIndex={-1}>
        {t('invoices.arrangement.review.title', { terms })}
      </h3>
      <p>{t('invoices.arrangement.review.intro', { amount: formatEuro(amount), terms })}</p>
      <InstallmentTable
        caption={t('invoices.arrangement.review.caption')}
        installments={schedule}
      />
      <p>{t('invoices.arrangement.review.keepUp')}</p>
      {outcome === 'unconfirmed' && (
        <Alert tone="error" title={t('invoices.arrangement.unconfirmed.title')}>
          {t('invoices.arrangement.unconfirmed.body')}
        </Alert>
      )}
      {outcome === 'refused' && (
        <Alert tone="error" title={t('invoices.arrangement.refused.title')}>
          {t('invoices.arrangement.refused.body')}
        </Alert>
      )}
      <Stack direction="row" gap="3" wrap>
        <Button
          onClick={onConfirm}
          loading={confirming}
          loadingText={t('invoices.arrangement.review.confirming')}
        >
          {outcome === 'unconfirmed'
            ? t('invoices.arrangement.review.retry')
            : t('invoices.arrangement.review.confirm')}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={confirming}>
          {t('invoices.arrangement.review.back')}
        </Button>
      </Stack>
    </Stack>
  );
}
