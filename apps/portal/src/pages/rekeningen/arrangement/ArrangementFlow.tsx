import { Button, Stack, formatEuro } from '@vonk/ui';
import { createInstallmentPlan, reads, routePaths, useApiClient } from '@vonk/domain';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useText } from '../../../i18n/useText.ts';
import { usePageData } from '../../../shell/usePageData.ts';
import { ChooseTerms } from './ChooseTerms.tsx';
import { ReviewTerms } from './ReviewTerms.tsx';
import type { ArrangementOutcome } from './ReviewTerms.tsx';
import folderMessages from '../../../i18n/compiled/pages/rekeningen.arrangement.json';
import { registerPageMessages } from '../../../i18n/messages.ts';

// The texts only this folder uses; the page's own come with its page (issue #34).
registerPageMessages(folderMessages);

interface ArrangementFlowProps {
  amount: number;
  termOptions: readonly number[];
  /** The API now holds the plan: the section shows it as running. */
  onCreated: () => void;
}

/**
 * Making an arrangement (ADR 033): choose the terms, then (`?termijnen=n`, a URL per step) the
 * API's own schedule with how each term is paid (ADR 118), then confirm.
 */
export function ArrangementFlow({ amount, termOptions, onCreated }: ArrangementFlowProps) {
  const t = useText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<ArrangementOutcome | null>(null);
  const chosen = Number(params.get('termijnen'));
  const terms = termOptions.includes(chosen) ? chosen : null;
  return (
    <Stack gap="4">
      <p>{t('invoices.arrangement.offer', { amount: formatEuro(amount) })}</p>
      {terms === null ? (
        <ChooseTerms
          amount={amount}
          termOptions={termOptions}
          onChoose={(value) => {
            setOutcome(null);
            void navigate(routePaths.invoices.href({ termijnen: String(value) }));
          }}
        />
      ) : (
        <ProposalStep
          terms={terms}
          outcome={outcome}
          setOutcome={setOutcome}
          onCreated={onCreated}
        />
      )}
    </Stack>
  );
}

interface ProposalStepProps {
  terms: number;
  outcome: ArrangementOutcome | null;
  setOutcome: (outcome: ArrangementOutcome | null) => void;
  onCreated: () => void;
}

/** Step 2: the API's proposal for `terms`, confirmed with its start date (ADR 118). */
function ProposalStep({ terms, outcome, setOutcome, onCreated }: ProposalStepProps) {
  const t = useText();
  const client = useApiClient();
  const navigate = useNavigate();
  const plan = usePageData(reads.installmentPlan);
  const proposal = usePageData(reads.installmentPlanProposal, { terms });
  const [confirming, setConfirming] = useState(false);
  if (proposal.data === undefined) return null;
  const back = () => {
    setOutcome(null);
    void navigate(routePaths.invoices.href());
  };
  if (proposal.data === null) {
    return (
      <Stack gap="3">
        <p>{t('invoices.arrangement.review.gone', { terms })}</p>
        <div>
          <Button variant="secondary" onClick={back}>
            {t('invoices.arrangement.review.back')}
          </Button>
        </div>
      </Stack>
    );
  }
  const { startDate } = proposal.data;
  const confirm = async () => {
    setConfirming(true);
    const answer = await createInstallmentPlan(client, { terms, startDate });
    // Only what the API now holds counts as running: "sent" alone may be the §8 recovery.
    const fresh = await plan.mutate().catch(() => undefined);
    if (!fresh && !answer.sent) await proposal.mutate().catch(() => undefined);
    setConfirming(false);
    if (fresh) {
      onCreated();
      await navigate(routePaths.invoices.href(), { replace: true });
    } else {
      setOutcome(
        answer.sent ? { kind: 'unconfirmed' } : { kind: 'refused', message: answer.message },
      );
    }
  };
  return (
    <ReviewTerms
      proposal={proposal.data}
      confirming={confirming}
      outcome={outcome}
      onConfirm={() => void confirm()}
      onBack={back}
    />
  );
}
