import { Table } from '@vonk/ui';
import type { SetTopBoxInfo } from '@vonk/domain';
import { useText } from '../../../i18n/useText.ts';

type Box = SetTopBoxInfo['boxes'][number];

/** GET /api/settopboxes/info (3000 s): each box with its details, and how many are allowed. */
export function SetTopBoxes({ info }: { info: SetTopBoxInfo }) {
  const t = useText();
  return (
    <>
      <p>{t('tv.boxes.count', { count: info.boxes.length, max: info.maxBoxes })}</p>
      <Table<Box>
        caption={t('tv.boxes.caption')}
        rows={info.boxes}
        getRowKey={(box) => box.technicalId}
        emptyText={t('tv.boxes.none')}
        columns={[
          { key: 'name', header: t('tv.boxes.name'), rowHeader: true, render: (box) => box.name },
          { key: 'serial', header: t('tv.boxes.serial'), render: (box) => box.serialNumber },
          {
            key: 'recording',
            header: t('tv.boxes.recording'),
            render: (box) => (box.recordingCapable ? t('tv.boxes.yes') : t('tv.boxes.no')),
          },
        ]}
      />
    </>
  );
}
