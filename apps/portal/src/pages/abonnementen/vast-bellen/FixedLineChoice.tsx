import { formatEuro, Radio, RadioGroup } from '@vonk/ui';
import type { AvailableProduct, FixedLineSlot } from '@vonk/domain';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useProductName } from '../../../i18n/useProductName.ts';
import { useText } from '../../../i18n/useText.ts';
import { choiceGroupProps, FlowChoice } from '../FlowChoice.tsx';
import { warmOrderSteps } from '../lazyOrderSteps.tsx';

/** Step 1 of adding a phone line: the calling plan, with its monthly price. */
export function FixedLineChoice({
  slot,
  plans,
  selected,
  onChosen,
}: {
  slot: FixedLineSlot;
  plans: readonly AvailableProduct[];
  selected: string;
  onChosen: (plan: string) => unknown;
}) {
  const t = useText();
  const productName = useProductName();
  const form = usePortalForm({
    id: 'abonnementen/vast-bellen',
    fieldIds: { plan: 'vast-bellen-abonnement' },
    defaultValues: { plan: plans.some((plan) => plan.name === selected) ? selected : '' },
    checks: { plan: (value) => (value ? undefined : t('subscriptions.fixedLine.required')) },
    onSubmit: async ({ plan }) => onChosen(plan),
  });
  return (
    <FlowChoice
      warmNext={warmOrderSteps}
      title={t(
        slot === 'primary'
          ? 'subscriptions.fixedLine.chooseTitle'
          : 'subscriptions.fixedLine.chooseTitleSecond',
      )}
      form={form}
    >
      <RadioGroup
        {...choiceGroupProps(form.field('plan'))}
        label={t('subscriptions.fixedLine.plan')}
      >
        {plans.map((plan) => (
          <Radio
            key={plan.name}
            value={plan.name}
            description={t('subscriptions.fixedLine.planDescription', {
              description: plan.description,
              amount: formatEuro(plan.price),
            })}
          >
            {productName(plan)}
          </Radio>
        ))}
      </RadioGroup>
    </FlowChoice>
  );
}
