import { Button, Radio, RadioGroup, Section, Stack } from '@vonk/ui';
import { ceasableProducts, isCeasableOnItsOwn, reads, routePaths } from '@vonk/domain';
import { useNavigate } from 'react-router-dom';
import { FormMessages } from '../../../forms/FormMessages.tsx';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useText } from '../../../i18n/useText.ts';
import { usePageData } from '../../../shell/usePageData.ts';

/**
 * Step 1: what to cancel. Set-top boxes go with TV, not alone. The internet carries the whole
 * subscription: online only with `ceaseFlowFeatureIsEnabled` (ADR 049), otherwise the choice
 * says to call the service line.
 */
export function CeaseChoice({ selected }: { selected: string }) {
  const t = useText();
  const navigate = useNavigate();
  const { data: subscription } = usePageData(reads.subscription);
  const { data: features } = usePageData(reads.features);
  const { data: security } = usePageData(reads.securityCustomer);
  const wholeOnline = features?.ceaseFlowFeatureIsEnabled === true;
  const showSecurity = features?.veiligOnlineProductsFeatureIsEnabled === true;
  const options = subscription
    ? ceasableProducts(subscription, showSecurity ? security?.products : []).filter((product) =>
        isCeasableOnItsOwn(subscription, product),
      )
    : [];
  const internet = subscription?.currentInternet ?? null;
  const form = usePortalForm({
    id: 'abonnementen/opzeggen',
    fieldIds: { product: 'opzeggen-product' },
    defaultValues: { product: options.some((p) => p.technicalId === selected) ? selected : '' },
    checks: { product: (value) => (value ? undefined : t('subscriptions.cease.choose.required')) },
    onSubmit: async ({ product }) =>
      navigate(routePaths.subscriptionsCease.href({ product, stap: 'overzicht' })),
  });
  const field = form.field('product');

  return (
    <Section
      title={t('subscriptions.cease.choose.title')}
      description={t('subscriptions.cease.step', { step: 1 })}
    >
      <form {...form.formProps}>
        <Stack gap="5">
          <FormMessages
            form={form}
            failedTitle={t('subscriptions.cease.failed.title')}
            failedBody={t('subscriptions.cease.failed.body')}
          />
          <RadioGroup
            id={field.id}
            name={field.name}
            label={t('subscriptions.cease.choose.legend')}
            value={field.value || null}
            onChange={field.onChange}
            errorMessage={field.errorMessage}
            invalid={field.errorMessage !== undefined}
            required
          >
            {options.map((product) => {
              const isInternet = product === internet;
              return (
                <Radio
                  key={product.technicalId}
                  value={product.technicalId}
                  disabled={isInternet && !wholeOnline}
                  description={
                    isInternet
                      ? t(
                          wholeOnline
                            ? 'subscriptions.cease.choose.wholeSubscription'
                            : 'subscriptions.cease.choose.wholeByPhone',
                        )
                      : undefined
                  }
                >
                  {product.displayName}
                </Radio>
              );
            })}
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
