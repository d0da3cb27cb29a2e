import { Button, DescriptionList, Section, Stack, formatDateInText } from '@vonk/ui';
import { routePaths, useApiClient, withdrawOrder } from '@vonk/domain';
import type { Order } from '@vonk/domain';
import { useNavigate } from 'react-router-dom';
import { FormMessages } from '../../../forms/FormMessages.tsx';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useProductName } from '../../../i18n/useProductName.ts';
import { useText } from '../../../i18n/useText.ts';
import { useFlowStep } from '../../../shell/titleParts.ts';
import type { WithdrawalChoice } from './WithdrawalDetails.tsx';

/**
 * Step 2, the separate confirmation (CRD art. 11a(3)): what step 1 identified, and the one button
 * "Herroeping hier bevestigen" that sends it. A refusal (`{ success: false, message }`, e.g. the
 * period ended meanwhile) is said above; once sent, the receipt follows from the order's read.
 */
export function WithdrawalConfirm({
  order,
  choice,
  onWithdrawn,
}: {
  order: Order;
  choice: WithdrawalChoice;
  onWithdrawn: () => Promise<unknown>;
}) {
  const t = useText();
  const step = useFlowStep(t('withdrawal.step', { step: 2 }), t('withdrawal.confirm.title'));
  const productName = useProductName();
  const client = useApiClient();
  const navigate = useNavigate();
  const form = usePortalForm({
    id: `bestellingen/herroepen/${order.id}/bevestigen`,
    fieldIds: {},
    defaultValues: {},
    onSubmit: () => withdrawOrder(client, order.id, choice),
    onSaved: async () => {
      await onWithdrawn();
      return navigate(routePaths.orderWithdrawal.href({ orderId: order.id, stap: 'ontvangen' }), {
        replace: true,
      });
    },
  });
  return (
    <Section {...step}>
      <form {...form.formProps}>
        <Stack gap="5">
          <FormMessages
            form={form}
            failedTitle={t('withdrawal.confirm.failed.title')}
            failedBody={t('withdrawal.confirm.failed.body')}
          />
          <DescriptionList
            items={[
              { id: 'name', term: t('withdrawal.field.name'), description: choice.name },
              {
                id: 'order',
                term: t('withdrawal.field.order'),
                description: t('withdrawal.field.orderValue', {
                  id: order.id,
                  date: formatDateInText(order.orderDate),
                }),
              },
              {
                id: 'products',
                term: t('withdrawal.field.products'),
                description: choice.products.map((name) => productName(name)).join(', '),
              },
              { id: 'email', term: t('withdrawal.field.email'), description: choice.emailAddress },
            ]}
          />
          <p>{t('withdrawal.confirm.body')}</p>
          <Stack direction="row" gap="3" wrap align="center">
            <Button
              type="submit"
              loading={form.submitting()}
              loadingText={t('withdrawal.confirm.sending')}
            >
              {t('withdrawal.confirm.button')}
            </Button>
            <Button
              href={routePaths.orderWithdrawal.href({ orderId: order.id })}
              variant="tertiary"
            >
              {t('withdrawal.confirm.change')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Section>
  );
}
