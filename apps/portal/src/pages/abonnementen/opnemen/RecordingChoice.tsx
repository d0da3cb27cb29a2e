import { Alert, formatEuro, Radio, RadioGroup } from '@vonk/ui';
import { useState } from 'react';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useText } from '../../../i18n/useText.ts';
import { choiceGroupProps, FlowChoice } from '../FlowChoice.tsx';
import { warmOrderSteps } from '../lazyOrderSteps.tsx';

/**
 * Step 1: record in the cloud (its catalogue price per month) or on the box; what the customer
 * has is preselected (issue #26).
 */
export function RecordingChoice({
  cloud,
  cloudNow,
  price,
  onChosen,
}: {
  /** The choice to start from (the URL's, else what they have). */
  cloud: boolean;
  /** What the customer has now: choosing it again changes nothing. */
  cloudNow: boolean;
  price: number;
  onChosen: (cloud: boolean) => unknown;
}) {
  const t = useText();
  const [same, setSame] = useState(false);
  const form = usePortalForm({
    id: 'abonnementen/opnemen',
    fieldIds: { where: 'opnemen-waar' },
    defaultValues: { where: cloud ? 'cloud' : 'ontvanger' },
    onSubmit: async ({ where }) => {
      const chosen = where === 'cloud';
      setSame(chosen === cloudNow);
      return chosen === cloudNow ? undefined : onChosen(chosen);
    },
  });
  return (
    <FlowChoice
      warmNext={warmOrderSteps}
      title={t('subscriptions.recording.chooseTitle')}
      form={form}
    >
      {same && <Alert tone="info">{t('subscriptions.security.same')}</Alert>}
      <RadioGroup
        {...choiceGroupProps(form.field('where'))}
        label={t('subscriptions.recording.where')}
      >
        <Radio
          value="cloud"
          description={t('subscriptions.recording.cloudHelp', { amount: formatEuro(price) })}
        >
          {t('subscriptions.recording.cloud')}
        </Radio>
        <Radio value="ontvanger" description={t('subscriptions.recording.boxHelp')}>
          {t('subscriptions.recording.box')}
        </Radio>
      </RadioGroup>
    </FlowChoice>
  );
}
