import type { ReactNode } from 'react';
import {
  Button,
  DescriptionList,
  formatAddressLine,
  formatDateInText,
  formatEuro,
  Section,
  Stack,
} from '@vonk/ui';
import type { Address, OrderQuote } from '@vonk/domain';
import { FormMessages } from '../../forms/FormMessages.tsx';
import { usePortalForm } from '../../forms/usePortalForm.ts';
import { useText } from '../../i18n/useText.ts';

interface OrderSummaryProps {
  /** Names the confirm's draft: the flow and what it is about. */
  formId: string;
  quote: OrderQuote;
  /** Where hardware goes; null when nothing is shipped. */
  shippingAddress: Address | null;
  /** Sends the order; the answer is the write's result (success false is a refusal). */
  onConfirm: () => Promise<unknown>;
  onConfirmed: (result: unknown) => unknown;
  /** Back to the choice, keeping it. */
  changeHref: string;
  children?: ReactNode;
}

/**
 * The summary step every add or change shares (issue #14): what changes, the new monthly price,
 * one-off costs, from which date, and the shipping address for hardware, before the customer
 * confirms; confirming is this step's button.
 */
export function OrderSummary({
  formId,
  quote,
  shippingAddress,
  onConfirm,
  onConfirmed,
  changeHref,
  children,
}: OrderSummaryProps) {
  const t = useText();
  const form = usePortalForm({
    id: formId,
    fieldIds: {},
    defaultValues: {},
    onSubmit: onConfirm,
    onSaved: (_values, result) => onConfirmed(result),
  });
  const items = [
    {
      id: 'changes',
      term: t('subscriptions.order.changes'),
      description: (
        <ul>
          {quote.lines.map((line) => (
            <li key={line.displayName}>
              {line.count > 1 ? `${line.count} × ${line.displayName}` : line.displayName}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'monthly',
      term: t('subscriptions.order.newMonthly'),
      description: t('subscriptions.order.newMonthlyValue', {
        amount: formatEuro(quote.newMonthly),
        difference:
          quote.monthlyIncrease === 0
            ? t('subscriptions.order.same')
            : t(
                quote.monthlyIncrease > 0 ? 'subscriptions.order.more' : 'subscriptions.order.less',
                {
                  amount: formatEuro(Math.abs(quote.monthlyIncrease)),
                },
              ),
      }),
    },
    {
      id: 'oneOff',
      term: t('subscriptions.order.oneOff'),
      description:
        quote.oneOff > 0 ? formatEuro(quote.oneOff) : t('subscriptions.order.oneOffNone'),
    },
    {
      id: 'from',
      term: t('subscriptions.order.from'),
      description: formatDateInText(quote.startDate),
    },
    ...(shippingAddress
      ? [
          {
            id: 'shipping',
            term: t('subscriptions.order.shippingAddress'),
            description: formatAddressLine(shippingAddress, { withPostcode: true }),
          },
        ]
      : []),
  ];
  return (
    <Section
      title={t('subscriptions.order.summaryTitle')}
      description={t('subscriptions.cease.step', { step: 2 })}
    >
      <form {...form.formProps}>
        <Stack gap="5">
          <FormMessages
            form={form}
            failedTitle={t('subscriptions.order.failed.title')}
            failedBody={t('subscriptions.order.failed.body')}
          />
          <DescriptionList items={items} />
          {children}
          <Stack gap="3">
            <Button
              type="submit"
              loading={form.submitting()}
              loadingText={t('subscriptions.order.confirming')}
            >
              {t('subscriptions.order.confirm')}
            </Button>
            <Button href={changeHref} variant="tertiary">
              {t('subscriptions.order.change')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Section>
  );
}
