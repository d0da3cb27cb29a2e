import { Radio, RadioGroup } from '@vonk/ui';
import { routePaths } from '@vonk/domain';
import type { CancelOption, Product } from '@vonk/domain';
import { useNavigate } from 'react-router-dom';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useProductName } from '../../../i18n/useProductName.ts';
import { useText } from '../../../i18n/useText.ts';
import { endingText } from '../../../sections/endingText.ts';
import { ceaseBlockTexts } from '../ceaseBlockTexts.ts';
import { choiceGroupProps, FlowChoice } from '../FlowChoice.tsx';
import { warmCeaseSteps } from './lazyCeaseSteps.tsx';

/**
 * Step 1: what to cancel, each product with the domain's answer (ADR 120). What cannot go now
 * is shown, not chosen, with why: already being cancelled (and until when), blocked (the
 * reasons), or the internet, the whole subscription, by the service line without
 * `ceaseFlowFeatureIsEnabled` (ADR 049). Set-top boxes go with TV and are not listed.
 */
export function CeaseChoice({
  selected,
  options,
}: {
  selected: string;
  options: readonly { product: Product; option: CancelOption }[];
}) {
  const t = useText();
  const productName = useProductName();
  const navigate = useNavigate();
  const open = options.filter(({ option }) => option.kind === 'can');
  const form = usePortalForm({
    id: 'abonnementen/opzeggen',
    fieldIds: { product: 'opzeggen-product' },
    defaultValues: {
      product: open.some(({ product }) => product.technicalId === selected) ? selected : '',
    },
    checks: { product: (value) => (value ? undefined : t('subscriptions.cease.choose.required')) },
    onSubmit: async ({ product }) =>
      navigate(routePaths.subscriptionsCease.href({ product, stap: 'overzicht' })),
  });
  const field = form.field('product');

  return (
    <FlowChoice
      title={t('subscriptions.cease.choose.title')}
      form={form}
      kind="cease"
      warmNext={warmCeaseSteps}
    >
      <RadioGroup {...choiceGroupProps(field)} label={t('subscriptions.cease.choose.legend')}>
        {options.map(({ product, option }) => (
          <Radio
            key={product.technicalId}
            value={product.technicalId}
            disabled={option.kind !== 'can'}
            description={description(option, product, t, productName)}
          >
            {productName(product)}
          </Radio>
        ))}
      </RadioGroup>
    </FlowChoice>
  );
}

function description(
  option: CancelOption,
  product: Product,
  t: ReturnType<typeof useText>,
  productName: ReturnType<typeof useProductName>,
): string | undefined {
  switch (option.kind) {
    case 'ending':
      return endingText(option, product, t, productName);
    case 'blocked':
      return ceaseBlockTexts(option.blocks, t, productName).join(' ');
    case 'byPhone':
      return t('subscriptions.cease.choose.wholeByPhone');
    case 'can':
      return option.plan.wholeSubscription
        ? t('subscriptions.cease.choose.wholeSubscription')
        : undefined;
    default:
      return undefined;
  }
}
