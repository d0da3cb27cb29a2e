import type { ReactNode } from 'react';
import {
  Button,
  DescriptionList,
  formatAddressLine,
  formatDateInText,
  formatEuro,
  Section,
  Stack,
  TextField,
} from '@vonk/ui';
import {
  calendarDate,
  checkVoucher,
  optional,
  routePaths,
  voucherCode,
  voucherDiscount,
} from '@vonk/domain';
import type { Address, AvailableProduct, OrderQuote } from '@vonk/domain';
import { FormMessages } from '../../../forms/FormMessages.tsx';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useProductName } from '../../../i18n/useProductName.ts';
import { useText } from '../../../i18n/useText.ts';
import { useFlowStep } from '../../../shell/titleParts.ts';
import { usePortal } from '../../../session/PortalContext.tsx';

/** What the confirm sends besides the choice: the typed voucher code, normalised, or null. */
export interface OrderSummaryValues {
  voucherName: string | null;
}

/** A product an add's voucher may be for (ADR 080): its category decides, its price is discounted. */
export type VoucherProduct = Pick<AvailableProduct, 'name' | 'category' | 'price'>;

const optionalVoucher = optional(voucherCode);

export interface OrderSummaryProps {
  /** Names the confirm's draft: the flow and what it is about. */
  formId: string;
  quote: OrderQuote;
  /** Where hardware goes; null when nothing is shipped. */
  shippingAddress: Address | null;
  /**
   * Sends the order; the answer is the write's result (success false is a refusal, at the voucher
   * field when it names `voucherName`). Gets the typed voucher code when `voucherFor` is given.
   */
  onConfirm: (values: OrderSummaryValues) => Promise<unknown>;
  onConfirmed: (result: unknown) => unknown;
  /** Back to the choice, keeping it. */
  changeHref: string;
  /**
   * An add (POST /api/products/add) may carry a voucher code (spec §3 `voucherName`, ADR 080):
   * the products it would be for. No field without it.
   */
  voucherFor?: readonly VoucherProduct[];
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
  voucherFor,
  children,
}: OrderSummaryProps) {
  const t = useText();
  const step = useFlowStep(
    t('subscriptions.cease.step', { step: 2 }),
    t('subscriptions.order.summaryTitle'),
  );
  const productName = useProductName();
  const { today = () => new Date() } = usePortal();
  const form = usePortalForm({
    id: formId,
    fieldIds: { voucherName: 'kortingscode-bestelling' },
    defaultValues: { voucherName: '' },
    checks: {
      voucherName: (value) =>
        optionalVoucher(value).ok ? undefined : t('subscriptions.order.voucher.format'),
    },
    onSubmit: ({ voucherName }) => {
      const code = optionalVoucher(voucherName);
      return onConfirm({ voucherName: voucherFor && code.ok ? code.value : null });
    },
    onSaved: (_values, result) => onConfirmed(result),
  });
  const discount = voucherFor && voucherDiscountLine(form.values.voucherName, voucherFor, today());
  const items = [
    {
      id: 'changes',
      term: t('subscriptions.order.changes'),
      description: (
        <ul>
          {quote.lines.map((line) => {
            const name = productName(line);
            return <li key={name}>{line.count > 1 ? `${line.count} × ${name}` : name}</li>;
          })}
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
    ...(discount
      ? [
          {
            id: 'discount',
            term: t('subscriptions.order.voucher.discount'),
            description: t('subscriptions.order.voucher.discountValue', {
              amount: formatEuro(discount.amount),
              months: discount.months,
              description: discount.description,
            }),
          },
        ]
      : []),
  ];
  return (
    <Section {...step}>
      <form {...form.formProps}>
        <Stack gap="5">
          <FormMessages
            form={form}
            failedTitle={t('subscriptions.order.failed.title')}
            failedBody={t('subscriptions.order.failed.body')}
          />
          <DescriptionList items={items} />
          {children}
          {voucherFor && (
            <TextField
              {...form.field('voucherName')}
              label={t('subscriptions.order.voucher.label')}
              description={t('subscriptions.order.voucher.hint')}
              autoComplete="off"
              spellCheck="false"
              width="20ch"
            />
          )}
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
            {/* A refusal ("Er is niets gewijzigd.") is no dead end: the way back is here too. */}
            {form.failure?.kind === 'refused' && (
              <Button href={routePaths.subscriptions.href()} variant="tertiary">
                {t('subscriptions.cease.back')}
              </Button>
            )}
          </Stack>
        </Stack>
      </form>
    </Section>
  );
}

/**
 * The discount a typed code gives on these products, when the contract's table knows it and it
 * is valid for them today; else null (the server decides on confirm and says why at the field).
 */
function voucherDiscountLine(typed: string, products: readonly VoucherProduct[], today: Date) {
  const code = optionalVoucher(typed);
  if (!code.ok || code.value === null) return null;
  const value = code.value;
  const date = calendarDate(today);
  for (const product of products) {
    const voucher = checkVoucher(value, { on: 'order', category: product.category }, date);
    if (!voucher.ok) continue;
    const amount = voucherDiscount(voucher.value, products);
    return { amount, months: voucher.value.months, description: voucher.value.description };
  }
  return null;
}
