import {
  Button,
  Checkbox,
  CheckboxGroup,
  Section,
  Stack,
  TextField,
  formatDateInText,
} from '@vonk/ui';
import { emailAddress, orderProductNames, routePaths } from '@vonk/domain';
import type { Order, WithdrawalPeriod } from '@vonk/domain';
import { useNavigate } from 'react-router-dom';
import { FormMessages } from '../../../forms/FormMessages.tsx';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useProductName } from '../../../i18n/useProductName.ts';
import { useText } from '../../../i18n/useText.ts';
import { useFlowStep } from '../../../shell/titleParts.ts';
import { useOrderTitle } from '../OrderSummary.tsx';
import sharedMessages from '../../../i18n/compiled/shared/pages/bestellingen/herroepen/WithdrawalDetails.json';
import { registerPageMessages } from '../../../i18n/messages.ts';

// Texts it shares with other pages (ADR 084), not in the entry.
registerPageMessages(sharedMessages);

/** What identifies the contract (CRD art. 11a(2)(b)), carried from step 1 to step 2. */
export interface WithdrawalChoice {
  name: string;
  products: string[];
  emailAddress: string;
}

/**
 * Step 1: only what identifies the contract: the name, which of the order's products, and where
 * the acknowledgement goes; prefilled from the account. Nothing is sent yet: "Verder naar
 * bevestigen" leads to the separate confirmation.
 */
export function WithdrawalDetails({
  order,
  period,
  defaults,
}: {
  order: Order;
  period: Extract<WithdrawalPeriod, { kind: 'open' | 'beforeDelivery' }>;
  defaults: WithdrawalChoice;
}) {
  const t = useText();
  const step = useFlowStep(t('withdrawal.step', { step: 1 }), t('withdrawal.details.title'));
  const title = useOrderTitle();
  const productName = useProductName();
  const navigate = useNavigate();
  const form = usePortalForm({
    id: `bestellingen/herroepen/${order.id}`,
    fieldIds: {
      name: 'herroepen-naam',
      products: 'herroepen-producten',
      emailAddress: 'herroepen-email',
    },
    defaultValues: defaults,
    checks: {
      name: (value) => (value.trim() ? undefined : t('withdrawal.error.name')),
      products: (value) => (value.length > 0 ? undefined : t('withdrawal.error.products')),
      emailAddress: (value) => (emailAddress(value).ok ? undefined : t('withdrawal.error.email')),
    },
    onSubmit: async () => undefined,
    onSaved: (values) =>
      navigate(routePaths.orderWithdrawal.href({ orderId: order.id, stap: 'bevestigen' }), {
        state: {
          name: values.name.trim(),
          products: values.products,
          emailAddress: values.emailAddress.trim(),
        } satisfies WithdrawalChoice,
      }),
  });
  const products = form.field('products');
  const names = orderProductNames(order);
  return (
    <Section {...step}>
      <form {...form.formProps}>
        <Stack gap="5">
          <p>
            {t('withdrawal.intro', {
              id: order.id,
              date: formatDateInText(order.orderDate),
              type: title(order),
            })}{' '}
            {period.kind === 'beforeDelivery'
              ? t('withdrawal.beforeDelivery')
              : period.lastDayToday
                ? t('withdrawal.lastDay', { date: formatDateInText(period.lastDay) })
                : t('withdrawal.until', { date: formatDateInText(period.lastDay) })}
          </p>
          <FormMessages
            form={form}
            summaryTitle={t('withdrawal.details.errorSummary')}
            failedTitle={t('withdrawal.confirm.failed.title')}
            failedBody={t('withdrawal.confirm.failed.body')}
          />
          <TextField
            {...form.field('name')}
            label={t('withdrawal.details.name')}
            autoComplete="name"
            required
          />
          <CheckboxGroup
            id={products.id}
            label={t('withdrawal.details.products')}
            value={products.value}
            onChange={products.onChange}
            errorMessage={products.errorMessage}
          >
            {names.map((name) => (
              <Checkbox key={name} value={name}>
                {productName(name)}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <TextField
            {...form.field('emailAddress')}
            type="email"
            inputMode="email"
            autoComplete="email"
            label={t('withdrawal.details.email')}
            required
          />
          <div>
            <Button type="submit">{t('withdrawal.details.next')}</Button>
          </div>
        </Stack>
      </form>
    </Section>
  );
}
