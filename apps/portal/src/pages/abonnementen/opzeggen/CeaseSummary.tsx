import { Button, formatDateInText, formatEuro, Section, Stack } from '@vonk/ui';
import { ceaseProducts, ceaseTvOutcome, routePaths, useApiClient } from '@vonk/domain';
import type { CeasePlan } from '@vonk/domain';
import { useNavigate } from 'react-router-dom';
import { FormMessages } from '../../../forms/FormMessages.tsx';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useProductName } from '../../../i18n/useProductName.ts';
import { useText } from '../../../i18n/useText.ts';
import { useFlowStep } from '../../../shell/titleParts.ts';
import type { CeaseReceiptState } from './ceaseSteps.ts';

/** Sends the cease the plan names; a failed TV cease is "unconfirmed", never a silent success. */
async function sendCease(client: ReturnType<typeof useApiClient>, plan: CeasePlan) {
  if (plan.route === 'productsCease') {
    const result = await ceaseProducts(client, plan.request);
    return { ...result, unconfirmed: false };
  }
  const outcome = await ceaseTvOutcome(client, { wishDate: plan.endDate });
  if (outcome.kind === 'refused')
    return { success: false, message: outcome.message ?? undefined, unconfirmed: false };
  return { success: true, unconfirmed: outcome.kind === 'unconfirmed' };
}

/**
 * Step 2: what ends, from when and what it saves; confirming is this step's button. `plan` is
 * the domain's for a product that may be cancelled now (ADR 120); null: nothing to confirm here.
 */
export function CeaseSummary({
  technicalId,
  plan,
  onCeased,
}: {
  technicalId: string;
  plan: CeasePlan | null;
  onCeased: (receipt: CeaseReceiptState) => void;
}) {
  const t = useText();
  const step = useFlowStep(
    t('subscriptions.cease.step', { step: 2 }),
    t('subscriptions.cease.summary.title'),
  );
  const productName = useProductName();
  const client = useApiClient();
  const navigate = useNavigate();
  const form = usePortalForm({
    id: `abonnementen/opzeggen/${technicalId}`,
    fieldIds: {},
    defaultValues: {},
    onSubmit: () => (plan ? sendCease(client, plan) : Promise.resolve(undefined)),
    onSaved: (_values, result) => {
      if (!plan) return;
      const state: CeaseReceiptState = {
        product: productName(plan.product),
        endDate: plan.endDate,
        unconfirmed: (result as { unconfirmed?: boolean } | undefined)?.unconfirmed === true,
      };
      onCeased(state);
      return navigate(routePaths.subscriptionsCease.href({ stap: 'klaar' }), { state });
    },
  });

  if (!plan) {
    return (
      <Section title={t('subscriptions.cease.summary.title')}>
        <p>{t('subscriptions.cease.summary.unknown')}</p>
        <Button href={routePaths.subscriptionsCease.href({ stap: 'keuze' })}>
          {t('subscriptions.cease.summary.change')}
        </Button>
      </Section>
    );
  }
  const endDate = formatDateInText(plan.endDate);
  return (
    <Section {...step}>
      <form {...form.formProps}>
        <Stack gap="5">
          <FormMessages
            form={form}
            failedTitle={t('subscriptions.cease.failed.title')}
            failedBody={t('subscriptions.cease.failed.body')}
          />
          <p>
            <strong>{productName(plan.product)}</strong>
          </p>
          {plan.wholeSubscription && <p>{t('subscriptions.cease.summary.whole')}</p>}
          {plan.endsWith.length > 0 && (
            <div>
              <p>{t('subscriptions.cease.summary.endsWith')}</p>
              <ul>
                {plan.endsWith.map((product) => (
                  <li key={product.technicalId}>{productName(product)}</li>
                ))}
              </ul>
            </div>
          )}
          <p>
            {plan.route === 'tvCease'
              ? t('subscriptions.cease.summary.endDate', { date: endDate })
              : t('subscriptions.cease.summary.endsToday', { date: endDate })}
          </p>
          <p>
            {t('subscriptions.cease.summary.saving', { amount: formatEuro(plan.monthlySaving) })}
          </p>
          <Stack gap="3">
            <Button
              type="submit"
              loading={form.submitting()}
              loadingText={t('subscriptions.cease.summary.confirming')}
            >
              {t('subscriptions.cease.summary.confirm')}
            </Button>
            <Button
              href={routePaths.subscriptionsCease.href({ product: technicalId, stap: 'keuze' })}
              variant="tertiary"
            >
              {t('subscriptions.cease.summary.change')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Section>
  );
}
