import { Alert, Checkbox, Link, Radio, RadioGroup } from '@vonk/ui';
import { routePaths, SECURITY_DEVICE_OPTIONS } from '@vonk/domain';
import type { SecurityOption, SecuritySelection } from '@vonk/domain';
import { useState } from 'react';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useProductName } from '../../../i18n/useProductName.ts';
import { useText } from '../../../i18n/useText.ts';
import { ceaseBlockTexts } from '../ceaseBlockTexts.ts';
import { FlowChoice } from '../FlowChoice.tsx';
import { warmOrderSteps } from '../lazyOrderSteps.tsx';

/**
 * Step 1: home protection and the number of device licences, starting from what they have.
 * Each licence choice carries the domain's answer for it beside the home choice made (ADR 120):
 * one that cannot be sent now (a cease while a contract runs) or would change nothing (spec §8
 * downgrade with no product) is disabled with why, and refused here, before any summary.
 */
export function SecurityChoice({
  current,
  unchanged,
  optionFor,
  onChosen,
}: {
  current: SecuritySelection;
  /** What the customer has now: choosing it again changes nothing. */
  unchanged: SecuritySelection;
  /** The domain's `securityOption` for this customer now. */
  optionFor: (selection: SecuritySelection) => SecurityOption;
  onChosen: (selection: SecuritySelection) => unknown;
}) {
  const t = useText();
  const productName = useProductName();
  const [same, setSame] = useState(false);
  const why = (option: SecurityOption) =>
    option.kind === 'blocked'
      ? ceaseBlockTexts(option.blocks, t, productName).join(' ')
      : option.kind === 'nothingToChange'
        ? t('subscriptions.security.nothingToChange', {
            kept: productName(option.kept),
            others: option.cancelInstead.map(productName).join(', '),
          })
        : undefined;
  const form = usePortalForm({
    id: 'abonnementen/veilig-online',
    fieldIds: { home: 'veilig-thuis', devices: 'veilig-apparaten' },
    defaultValues: { home: current.home ? 'ja' : '', devices: String(current.devices) },
    checks: {
      devices: (value, values) =>
        why(optionFor({ home: values.home === 'ja', devices: Number(value) })),
    },
    onSubmit: async ({ home, devices }) => {
      const selection = { home: home === 'ja', devices: Number(devices) };
      const isSame = selection.home === unchanged.home && selection.devices === unchanged.devices;
      setSame(isSame);
      return isSame ? undefined : onChosen(selection);
    },
  });
  const home = form.field('home');
  const devices = form.field('devices');
  const options = SECURITY_DEVICE_OPTIONS.map((count) => ({
    count,
    option: optionFor({ home: home.value === 'ja', devices: count }),
  }));
  const instead = options.flatMap(({ option }) =>
    option.kind === 'nothingToChange' ? option.cancelInstead : [],
  );
  return (
    <FlowChoice
      warmNext={warmOrderSteps}
      title={t('subscriptions.security.chooseTitle')}
      form={form}
    >
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
        errorMessage={devices.errorMessage}
        invalid={devices.errorMessage !== undefined}
      >
        {options.map(({ count, option }) => (
          <Radio
            key={count}
            value={String(count)}
            disabled={option.kind === 'blocked' || option.kind === 'nothingToChange'}
            description={why(option)}
          >
            {count === 0
              ? t('subscriptions.security.devicesNone')
              : t('subscriptions.security.devicesCount', { count })}
          </Radio>
        ))}
      </RadioGroup>
      {[...new Map(instead.map((product) => [product.technicalId, product])).values()].map(
        (product) => (
          <p key={product.technicalId}>
            <Link
              href={routePaths.subscriptionsCease.href({
                product: product.technicalId,
                stap: 'overzicht',
              })}
            >
              {t('subscriptions.cease.link', { product: productName(product) })}
            </Link>
          </p>
        ),
      )}
    </FlowChoice>
  );
}
