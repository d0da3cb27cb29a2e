import { Button, formatDateInText, Radio, RadioGroup, Section, Stack } from '@vonk/ui';
import { migrationWishDates, routePaths } from '@vonk/domain';
import type { NetworkMigrationOffer } from '@vonk/domain';
import { FormMessages } from '../../../forms/FormMessages.tsx';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useText } from '../../../i18n/useText.ts';

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
    <Section
      title={t('subscriptions.migration.chooseTitle')}
      description={t('subscriptions.cease.step', { step: 1 })}
    >
      <form {...form.formProps}>
        <Stack gap="5">
          <p>{t('subscriptions.migration.intro')}</p>
          <FormMessages
            form={form}
            failedTitle={t('subscriptions.order.failed.title')}
            failedBody={t('subscriptions.order.failed.body')}
          />
          <RadioGroup
            id={product.id}
            name={product.name}
            label={t('subscriptions.migration.product')}
            value={product.value || null}
            onChange={product.onChange}
            errorMessage={product.errorMessage}
            invalid={product.errorMessage !== undefined}
            required
          >
            {offer.products.map((option) => (
              <Radio key={option.name} value={option.name} description={option.description}>
                {option.current
                  ? t('subscriptions.migration.current', { product: option.displayName })
                  : option.displayName}
              </Radio>
            ))}
          </RadioGroup>
          <RadioGroup
            id={wishDate.id}
            name={wishDate.name}
            label={t('subscriptions.migration.wishDate')}
            value={wishDate.value || null}
            onChange={wishDate.onChange}
            errorMessage={wishDate.errorMessage}
            invalid={wishDate.errorMessage !== undefined}
            required
          >
            {dates.map((date) => (
              <Radio key={date} value={date}>
                {formatDateInText(date)}
              </Radio>
            ))}
          </RadioGroup>
          <Stack gap="3">
            <Button type="submit">{t('subscriptions.cease.choose.next')}</Button>
            <Button href={routePaths.subscriptions.href()} variant="tertiary">
              {t('subscriptions.cease.back')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Section>
  );
}
