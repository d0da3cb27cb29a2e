import { Alert, Checkbox, Radio, RadioGroup } from '@vonk/ui';
import { SECURITY_DEVICE_OPTIONS } from '@vonk/domain';
import type { SecuritySelection } from '@vonk/domain';
import { useState } from 'react';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useText } from '../../../i18n/useText.ts';
import { FlowChoice } from '../FlowChoice.tsx';

/** Step 1: home protection and the number of device licences, starting from what they have. */
export function SecurityChoice({
  current,
  unchanged,
  onChosen,
}: {
  current: SecuritySelection;
  /** What the customer has now: choosing it again changes nothing. */
  unchanged: SecuritySelection;
  onChosen: (selection: SecuritySelection) => unknown;
}) {
  const t = useText();
  const [same, setSame] = useState(false);
  const form = usePortalForm({
    id: 'abonnementen/veilig-online',
    fieldIds: { home: 'veilig-thuis', devices: 'veilig-apparaten' },
    defaultValues: { home: current.home ? 'ja' : '', devices: String(current.devices) },
    onSubmit: async ({ home, devices }) => {
      const selection = { home: home === 'ja', devices: Number(devices) };
      const isSame = selection.home === unchanged.home && selection.devices === unchanged.devices;
      setSame(isSame);
      return isSame ? undefined : onChosen(selection);
    },
  });
  const home = form.field('home');
  const devices = form.field('devices');
  return (
    <FlowChoice title={t('subscriptions.security.chooseTitle')} form={form}>
      {same && <Alert tone="info">{t('subscriptions.security.same')}</Alert>}
      <Checkbox
        id={home.id}
        name={home.name}
        checked={home.value === 'ja'}
        onChange={(checked) => home.onChange(checked ? 'ja' : '')}
        description={t('subscriptions.security.homeHelp')}
      >
        {t('subscriptions.security.home')}
      </Checkbox>
      <RadioGroup
        id={devices.id}
        name={devices.name}
        label={t('subscriptions.security.devices')}
        value={devices.value}
        onChange={devices.onChange}
      >
        {SECURITY_DEVICE_OPTIONS.map((count) => (
          <Radio key={count} value={String(count)}>
            {count === 0
              ? t('subscriptions.security.devicesNone')
              : t('subscriptions.security.devicesCount', { count })}
          </Radio>
        ))}
      </RadioGroup>
    </FlowChoice>
  );
}
