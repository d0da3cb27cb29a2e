import { Alert, Button, Stack, formatEuro } from '@vonk/ui';
import type { InstallmentPlanProposal } from '@vonk/domain';
import { useEffect, useRef } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { HOW_PAID } from './howPaid.ts';
import { InstallmentTable } from './InstallmentTable.tsx';

/**
 * How a confirmation ended when no running plan came back (ADR 033): not sure (§8 recovery), or
 * refused, with the API's message when it gave one (ADR 118: the dates changed at midnight).
 */
export type ArrangementOutcome =
  { kind: 'unconfirmed' } | { kind: 'refused'; message: string | null };

interface ReviewTermsProps {
  /** The API's own plan for these terms: the dates and amounts the customer will get. */
  proposal: InstallmentPlanProposal;
  confirming: boolean;
  outcome: ArrangementOutcome | null;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * Step 2 (`?termijnen=n`): every instalment's date, amount and how it is paid, as the API will
 * make them, before confirming (ADR 118). Focus moves to the step's heading, so a keyboard or
 * screen-reader user starts here.
 */
export function ReviewTerms(props: ReviewTermsProps) {
  const { proposal, confirming, outcome, onConfirm, onBack } = props;
  const { terms, totalAmount, paymentMethod } = proposal;
  const t = useText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="4">
      <h3 ref={heading} tabIndex={-1}>
        {t('invoices.arrangement.review.title', { terms })}
      </h3>
      <p>{t('invoices.arrangement.review.intro', { amount: formatEuro(totalAmount), terms })}</p>
      <InstallmentTable
        caption={t('invoices.arrangement.review.caption')}
        installments={proposal.installments}
        paymentMethod={paymentMethod}
      />
      <p>{t(HOW_PAID[paymentMethod])}</p>
      <p>{t('invoices.arrangement.review.keepUp')}</p>
      {outcome?.kind === 'unconfirmed' && (
        <Alert tone="error" title={t('invoices.arrangement.unconfirmed.title')}>
          {t('invoices.arrangement.unconfirmed.body')}
        </Alert>
      )}
      {outcome?.kind === 'refused' && (
        <Alert tone="error" title={t('invoices.arrangement.refused.title')}>
          {outcome.message ?? t('invoices.arrangement.refused.body')}
        </Alert>
      )}
      <Stack direction="row" gap="3" wrap>
        <Button
          onClick={onConfirm}
          loading={confirming}
          loadingText={t('invoices.arrangement.review.confirming')}
        >
          {outcome?.kind === 'unconfirmed'
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
