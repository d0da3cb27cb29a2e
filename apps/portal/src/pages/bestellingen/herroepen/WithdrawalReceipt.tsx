import {
  DescriptionList,
  DownloadButton,
  Section,
  Stack,
  formatDateInText,
  formatTime,
} from '@vonk/ui';
import { saveDownload } from '@vonk/domain';
import type { Order, OrderWithdrawal } from '@vonk/domain';
import { useProductName } from '../../../i18n/useProductName.ts';
import { useText } from '../../../i18n/useText.ts';
import { useTitleStep } from '../../../shell/titleParts.ts';
import { WithdrawalNextSteps } from '../WithdrawalFunction.tsx';

/**
 * The acknowledgement in the portal (CRD art. 11a(4)): content, date and time of the withdrawal,
 * what happens next, and the same as a Dutch text file to keep (ADR 130: a durable copy that
 * opens anywhere, without a PDF library in the chunk). Built from the order's own withdrawal.
 */
export function WithdrawalReceipt({
  order,
  withdrawal,
}: {
  order: Order;
  withdrawal: OrderWithdrawal;
}) {
  const t = useText();
  const productName = useProductName();
  useTitleStep(t('withdrawal.receipt.title'));
  const rows = [
    { id: 'id', term: t('withdrawal.field.id'), description: withdrawal.id },
    {
      id: 'receivedAt',
      term: t('withdrawal.field.receivedAt'),
      description: t('withdrawal.field.receivedAtValue', {
        date: formatDateInText(withdrawal.receivedAt),
        time: formatTime(withdrawal.receivedAt),
      }),
    },
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
      description: withdrawal.products.map((name) => productName(name)).join(', '),
    },
    { id: 'name', term: t('withdrawal.field.name'), description: withdrawal.name },
    { id: 'email', term: t('withdrawal.field.email'), description: withdrawal.emailAddress },
  ];
  const next = [
    ...(withdrawal.returnLabelReference
      ? [`${t('withdrawal.next.return')} (${withdrawal.returnLabelReference})`]
      : []),
    ...(withdrawal.refundOnNextInvoice ? [t('withdrawal.next.refund')] : []),
  ];
  const download = async () => {
    const text = [
      t('withdrawal.receipt.fileTitle'),
      '',
      ...rows.map((row) => `${row.term}: ${row.description}`),
      '',
      `${t('withdrawal.next.title')}:`,
      ...next.map((line) => `- ${line}`),
      '',
    ].join('\r\n');
    saveDownload({
      blob: new Blob([text], { type: 'text/plain;charset=utf-8' }),
      fileName: `herroeping-${withdrawal.id}.txt`,
    });
  };
  return (
    <Section title={t('withdrawal.receipt.title')} arrival>
      <Stack gap="5" data-withdrawal="receipt">
        <p role="status">{t('withdrawal.receipt.body', { email: withdrawal.emailAddress })}</p>
        <DescriptionList items={rows} />
        <Section title={t('withdrawal.next.title')} headingLevel={3}>
          <WithdrawalNextSteps withdrawal={withdrawal} />
        </Section>
        <div>
          <DownloadButton
            download={download}
            loadingText={t('withdrawal.receipt.downloading')}
            errorMessage={t('withdrawal.receipt.failed')}
          >
            {t('withdrawal.receipt.download')}
          </DownloadButton>
        </div>
      </Stack>
    </Section>
  );
}
