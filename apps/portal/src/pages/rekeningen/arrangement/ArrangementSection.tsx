import { Alert, Button, Link, Section, Stack, formatEuro } from '@vonk/ui';
import {
  arrangementBlock,
  arrangementState,
  calendarDate,
  createInstallmentPlan,
  INSTALLMENT_PLAN_MIGRATED_URL,
  migratedUrl,
  reads,
  routePaths,
  useApiClient,
  useRead,
} from '@vonk/domain';
import type { DunningStatus, InstallmentPlanIneligibleReason } from '@vonk/domain';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { MessageId } from '../../../i18n/messages.ts';
import { useText } from '../../../i18n/useText.ts';
import { usePortal } from '../../../session/PortalContext.tsx';
import { usePageData } from '../../../shell/usePageData.ts';
import { ChooseTerms } from './ChooseTerms.tsx';
import { ReviewTerms } from './ReviewTerms.tsx';
import type { ArrangementOutcome } from './ReviewTerms.tsx';
import { RunningPlan } from './RunningPlan.tsx';
import { FocusHere } from '../../../sections/FocusHere.tsx';

/** Anchor of this section, for the way out of arrears in the overview. */
export const ARRANGEMENT_SECTION_ID = 'betalingsregeling';

const WHY_NOT: Record<InstallmentPlanIneligibleReason, { why: MessageId; instead: MessageId }> = {
  NotInArrears: {
    why: 'invoices.arrangement.why.notInArrears',
    instead: 'invoices.arrangement.instead.notInArrears',
  },
  AlreadyInArrangement: {
    why: 'invoices.arrangement.why.alreadyInArrangement',
    instead: 'invoices.arrangement.instead.alreadyInArrangement',
  },
  AmountTooLow: {
    why: 'invoices.arrangement.why.amountTooLow',
    instead: 'invoices.arrangement.instead.amountTooLow',
  },
  AtCollectionAgency: {
    why: 'invoices.arrangement.why.atCollectionAgency',
    instead: 'invoices.arrangement.instead.atCollectionAgency',
  },
  Other: { why: 'invoices.arrangement.why.other', instead: 'invoices.arrangement.instead.other' },
};

/**
 * Payment arrangement (ADR 034): the running plan; or the offer — choose a term, see every
 * instalment (`?termijnen=n`), confirm; or why not and what instead. Spec §8 "returns true on
 * error recovery": the plan is shown as running only when GET /api/installmentplan has it.
 */
export function ArrangementSection({ dunning }: { dunning: DunningStatus }) {
  const t = useText();
  const client = useApiClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { config, today = () => new Date() } = usePortal();
  const features = useRead(reads.features).data ?? {};
  const plan = usePageData(reads.installmentPlan);
  const eligibility = usePageData(reads.installmentPlanEligibility).data;
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<ArrangementOutcome | null>(null);
  const [created, setCreated] = useState(false);
  const todayIso = calendarDate(today());
  const block = arrangementBlock(todayIso, features);
  if (plan.data === undefined || !eligibility) return null;

  const section = (content: ReactNode) => (
    <Section id={ARRANGEMENT_SECTION_ID} title={t('invoices.arrangement.title')}>
      {content}
    </Section>
  );

  if (block === 'MovedToOtherApp') {
    const home = config.externalUrls.home;
    return section(
      <Stack gap="3">
        <p>{t('invoices.arrangement.elsewhere')}</p>
        {home && (
          <Link href={migratedUrl(home, INSTALLMENT_PLAN_MIGRATED_URL)}>
            {t('invoices.arrangement.elsewhereLink')}
          </Link>
        )}
      </Stack>,
    );
  }

  const state = arrangementState(plan.data, eligibility, dunning);
  if (state.kind === 'running') {
    return section(
      <Stack gap="4">
        {created && (
          <FocusHere>
            <Alert tone="success" title={t('invoices.arrangement.created.title')}>
              {t('invoices.arrangement.created.body')}
            </Alert>
          </FocusHere>
        )}
        <RunningPlan plan={state.plan} />
      </Stack>,
    );
  }
  if (state.kind === 'notPossible') {
    const text = WHY_NOT[state.reason];
    return section(
      <Stack gap="3">
        <p>{t(text.why, { amount: formatEuro(eligibility.amount) })}</p>
        <p>{t(text.instead)}</p>
      </Stack>,
    );
  }
  if (block === 'MaintenanceNotice') {
    return section(
      <Stack gap="3">
        <p>{t('invoices.arrangement.offer', { amount: formatEuro(state.amount) })}</p>
        <p id="regeling-onderhoud">{t('invoices.arrangement.blocked')}</p>
        <div>
          <Button disabled aria-describedby="regeling-onderhoud">
            {t('invoices.arrangement.choose.submit')}
          </Button>
        </div>
      </Stack>,
    );
  }

  const chosen = Number(params.get('termijnen'));
  const terms = state.termOptions.includes(chosen) ? chosen : null;
  const confirm = async () => {
    if (terms === null) return;
    setConfirming(true);
    const answered = await createInstallmentPlan(client, { terms });
    // Only what the API now holds counts as running: "true" alone may be the §8 recovery.
    const fresh = await plan.mutate().catch(() => undefined);
    setConfirming(false);
    if (fresh) {
      setCreated(true);
      await navigate(routePaths.invoices.href(), { replace: true });
    } else {
      setOutcome(answered ? 'unconfirmed' : 'refused');
    }
  };
  return section(
    <Stack gap="4">
      <p>{t('invoices.arrangement.offer', { amount: formatEuro(state.amount) })}</p>
      {terms === null ? (
        <ChooseTerms
          amount={state.amount}
          termOptions={state.termOptions}
          today={todayIso}
          onChoose={(value) => {
            setOutcome(null);
            void navigate(routePaths.invoices.href({ termijnen: String(value) }));
          }}
        />
      ) : (
        <ReviewTerms
          amount={state.amount}
          terms={terms}
          today={todayIso}
          confirming={confirming}
          outcome={outcome}
          onConfirm={() => void confirm()}
          onBack={() => {
            setOutcome(null);
            void navigate(routePaths.invoices.href());
          }}
        />
      )}
    </Stack>,
  );
}
