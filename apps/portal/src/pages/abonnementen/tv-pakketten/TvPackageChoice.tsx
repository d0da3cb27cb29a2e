import { formatEuro, Radio, RadioGroup } from '@vonk/ui';
import type { AvailableProduct } from '@vonk/domain';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useProductName } from '../../../i18n/useProductName.ts';
import { useText } from '../../../i18n/useText.ts';
import { choiceGroupProps, FlowChoice } from '../FlowChoice.tsx';
import { warmOrderSteps } from '../lazyOrderSteps.tsx';

/** Step 1 of adding a TV package: one premium or theme package, with what it is and costs. */
export function TvPackageChoice({
  packages,
  selected,
  onChosen,
}: {
  packages: readonly AvailableProduct[];
  selected: string;
  onChosen: (name: string) => unknown;
}) {
  const t = useText();
  const productName = useProductName();
  const form = usePortalForm({
    id: 'abonnementen/tv-pakketten',
    fieldIds: { product: 'tv-pakket' },
    defaultValues: { product: packages.some((item) => item.name === selected) ? selected : '' },
    checks: { product: (value) => (value ? undefined : t('subscriptions.tvPackages.required')) },
    onSubmit: async ({ product }) => onChosen(product),
  });
  return (
    <FlowChoice
      warmNext={warmOrderSteps}
      title={t('subscriptions.tvPackages.chooseTitle')}
      form={form}
    >
      <RadioGroup
        {...choiceGroupProps(form.field('product'))}
        label={t('subscriptions.tvPackages.choose')}
      >
        {packages.map((item) => (
          <Radio
            key={item.name}
            value={item.name}
            description={t('subscriptions.tvPackages.description', {
              kind: t(
                item.category === 'PremiumPackage'
                  ? 'subscriptions.tvPackages.premium'
                  : 'subscriptions.tvPackages.theme',
              ),
              description: item.description,
              amount: formatEuro(item.price),
            })}
          >
            {productName(item)}
          </Radio>
        ))}
      </RadioGroup>
    </FlowChoice>
  );
}
