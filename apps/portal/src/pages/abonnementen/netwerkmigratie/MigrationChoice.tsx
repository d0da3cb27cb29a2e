import { formatDateInText, Radio, RadioGroup } from '@vonk/ui';
import { migrationWishDates } from '@vonk/domain';
import type { NetworkMigrationOffer } from '@vonk/domain';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useProductName } from '../../../i18n/useProductName.ts';
import { useText } from '../../../i18n/useText.ts';
import { choiceGroupProps, FlowChoice } from '../FlowChoice.tsx';
import { warmOrderSteps } from '../lazyOrderSteps.tsx';

interface Choice {
  product: string;
  wishDate: string;
}

/** Step 1 of the move: an internet product of the new network and a wish date from the offer. */
export function MigrationChoice({
  offer,
  defaultValues,
  onChosen,
}: {
  offer: NetworkMigrationOffer;
  defaultValues: Choice;
  onChosen: (choice: Choice) => unknown;
}) {
  const t = useText();
  const productName = useProductName();
  const dates = migrationWishDates(offer.earliestWishDate);
  const form = usePortalForm({
    id: 'abonnementen/netwerkmigratie',
    fieldIds: { product: 'migratie-product', wishDate: 'migratie-wensdatum' },
    defaultValues: {
      product: defaultValues.product || (offer.currentProductName ?? ''),
      wishDate: dates.includes(defaultValues.wishDate) ? defaultValues.wishDate : (dates[0] ?? ''),
    },
    checks: {
      product: (value) => (value ? undefined : t('subscriptions.migration.productRequired')),
      wishDate: (value) => (value ? undefined : t('subscriptions.migration.dateRequired')),
    },
    onSubmit: async (values) => onChosen(values),
  });
  const product = form.field('product');
  const wishDate = form.field('wishDate');
  return (
    <FlowChoice
      warmNext={warmOrderSteps}
      title={t('subscriptions.migration.chooseTitle')}
      form={form}
      intro={<p>{t('subscriptions.migration.intro')}</p>}
    >
      <RadioGroup {...choiceGroupProps(product)} label={t('subscriptions.migration.product')}>
        {offer.products.map((option) => (
          <Radio key={option.name} value={option.name} description={option.description}>
            {option.current
              ? t('subscriptions.migration.current', { product: productName(option) })
              : productName(option)}
          </Radio>
        ))}
      </RadioGroup>
      <RadioGroup {...choiceGroupProps(wishDate)} label={t('subscriptions.migration.wishDate')}>
        {dates.map((date) => (
          <Radio key={date} value={date}>
            {formatDateInText(date)}
          </Radio>
        ))}
      </RadioGroup>
    </FlowChoice>
  );
}
