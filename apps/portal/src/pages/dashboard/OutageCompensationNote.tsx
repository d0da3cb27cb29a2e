import { formatEuro } from '@vonk/ui';
import { reads, runningOutageCompensation, useRead } from '@vonk/domain';
import type { OutageIncidents } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';

/**
 * The dashboard's outage tile, with an outage running: what it has earned so far (issue #29), from
 * the credits that name it. Nothing while they load, fail, or name none.
 */
export function OutageCompensationNote({ incidents }: { incidents: OutageIncidents }) {
  const t = useText();
  const credits = useRead(reads.credits);
  const earned = runningOutageCompensation(incidents, credits.data ?? []);
  return earned > 0 ? (
    <p>{t('dashboard.outages.compensation', { amount: formatEuro(earned) })}</p>
  ) : null;
}
