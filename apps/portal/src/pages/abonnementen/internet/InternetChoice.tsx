import { Radio, RadioGroup } from '@vonk/ui';
import type { AvailableProduct } from '@vonk/domain';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useProductName } from '../../../i18n/useProductName.ts';
import { useText } from '../../../i18n/useText.ts';
import { choiceGroupProps, FlowChoice } from '../FlowChoice.tsx';
import { warmOrderSteps } from '../lazyOrderSteps.tsx';

/** Step 1 of a speed change: another internet product; the current one shown, not choosable. */
export function InternetChoice({
  options,
  selected,
  onChosen,
}: {
  options: readonly AvailableProduct[];
  selected: string;
  onChosen: (product: string) => unknown;
}) {
  const t = useText();
  const productName = useProductName();
  const form = usePortalForm({
    id: 'abonnementen/internet',
    fieldIds: { product: 'internet-product' },
    defaultValues: { product: selected },
    checks: { product: (value) => (value ? undefined : t('subscriptions.internet.required')) },
    onSubmit: async ({ product }) => onChosen(product),
  });
  return (
    <FlowChoice
      warmNext={warmOrderSteps}
      title={t('subscriptions.internet.chooseTitle')}
      form={form}
    >
      <RadioGroup
        {...choiceGroupProps(form.field('product'))}
        label={t('subscriptions.internet.choose')}
      >
        {options.map((option) => (
          <Radio
            key={option.name}
            value={option.name}
            disabled={option.current}
            description={
              option.downloadSpeedMbps !== null
                ? t('subscriptions.internet.speed', { mbps: option.downloadSpeedMbps })
                : undefined
            }
          >
            {option.current
              ? t('subscriptions.migration.current', { product: productName(option) })
              : productName(option)}
          </Radio>
        ))}
      </RadioGroup>
    </FlowChoice>
  );
}
