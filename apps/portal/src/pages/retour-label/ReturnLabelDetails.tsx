import { DescriptionList, DownloadButton, Section, Stack, formatDateInText } from '@vonk/ui';
import { getReturnLabelPdf, saveDownload, useApiClient } from '@vonk/domain';
import type { ReturnLabel } from '@vonk/domain';
import { useProductName } from '../../i18n/useProductName.ts';
import { useText } from '../../i18n/useText.ts';

interface ReturnLabelDetailsProps {
  label: ReturnLabel;
}

/** What goes in the box, for which order, before when, and the label PDF to print. */
export function ReturnLabelDetails({ label }: ReturnLabelDetailsProps) {
  const t = useText();
  const client = useApiClient();
  const productName = useProductName();
  const returnBefore = formatDateInText(label.returnBefore);
  return (
    <Stack gap="6">
      <p>{t('returnLabel.details.intro')}</p>
      <DescriptionList
        items={[
          { id: 'reference', term: t('returnLabel.reference.label'), description: label.reference },
          { id: 'order', term: t('returnLabel.details.order'), description: label.orderId },
          {
            id: 'returnBefore',
            term: t('returnLabel.details.returnBefore'),
            description: returnBefore,
          },
        ]}
      />
      <Section title={t('returnLabel.contents.title')} headingLevel={2}>
        <ul>
          {label.productNames.map(productName).map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
        <p>{t('returnLabel.contents.extras')}</p>
      </Section>
      <Section title={t('returnLabel.steps.title')} headingLevel={2}>
        <ol>
          <li>{t('returnLabel.steps.download')}</li>
          <li>{t('returnLabel.steps.pack')}</li>
          <li>{t('returnLabel.steps.stick')}</li>
          <li>{t('returnLabel.steps.handIn', { date: returnBefore })}</li>
        </ol>
      </Section>
      <DownloadButton
        variant="primary"
        download={async () => saveDownload(await getReturnLabelPdf(client, label))}
        loadingText={t('returnLabel.downloading')}
        errorMessage={t('returnLabel.downloadFailed')}
      >
        {t('returnLabel.download')}
      </DownloadButton>
    </Stack>
  );
}
