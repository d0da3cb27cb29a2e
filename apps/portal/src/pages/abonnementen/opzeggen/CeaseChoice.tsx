import { Radio, RadioGroup } from '@vonk/ui';
import { ceasableProducts, isCeasableOnItsOwn, reads, routePaths } from '@vonk/domain';
import { useNavigate } from 'react-router-dom';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useProductName } from '../../../i18n/useProductName.ts';
import { useText } from '../../../i18n/useText.ts';
import { usePageData } from '../../../shell/usePageData.ts';
import { choiceGroupProps, FlowChoice } from '../FlowChoice.tsx';

/**
 * Step 1: what to cancel. Set-top boxes go with TV, not alone. The internet carries the whole
 * subscription: online only with `ceaseFlowFeatureIsEnabled` (ADR 049), otherwise the choice
 * says to call the service line.
 */
export function CeaseChoice({ selected }: { selected: string }) {
  const t = useText();
  const productName = useProductName();
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
    <FlowChoice title={t('subscriptions.cease.choose.title')} form={form} kind="cease">
      <RadioGroup {...choiceGroupProps(field)} label={t('subscriptions.cease.choose.legend')}>
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
              {productName(product)}
            </Radio>
          );
        })}
      </RadioGroup>
    </FlowChoice>
  );
}
