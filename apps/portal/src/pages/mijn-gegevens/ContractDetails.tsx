import {
  DescriptionList,
  DownloadButton,
  Section,
  Stack,
  formatDateInText,
  formatEuro,
} from '@vonk/ui';
import { downloadContractPdf, useApiClient } from '@vonk/domain';
import type { ContractInfo } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';

/** /api/account/contractinfo and the contract itself, saved as contract.pdf (spec §7.2). */
export function ContractDetails({ contract }: { contract: ContractInfo }) {
  const t = useText();
  const client = useApiClient();
  return (
    <Section title={t('myData.contract.title')} headingLevel={2}>
      <Stack gap="3">
        <DescriptionList
          items={[
            {
              term: t('myData.contract.startDate'),
              description: formatDateInText(contract.startDate),
            },
            {
              term: t('myData.contract.endDate'),
              description: contract.endDate
                ? formatDateInText(contract.endDate)
                : t('myData.contract.noFixedTerm'),
            },
            ...(contract.earlyTerminationFee !== null
              ? [
                  {
                    term: t('myData.contract.fee'),
                    description: formatEuro(contract.earlyTerminationFee),
                  },
                ]
              : []),
          ]}
        />
        <div>
          <DownloadButton
            download={() => downloadContractPdf(client)}
            loadingText={t('myData.contract.downloading')}
            errorMessage={t('myData.contract.downloadFailed')}
          >
            {t('myData.contract.download')}
          </DownloadButton>
        </div>
      </Stack>
    </Section>
  );
}
