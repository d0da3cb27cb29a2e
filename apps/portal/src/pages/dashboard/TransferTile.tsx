import { formatDateInText } from '@vonk/ui';
import { reads, routePaths, transferCompletionPath, transferStage, useRead } from '@vonk/domain';
import type { TransferStage } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { combineReads } from '../../shell/combineReads.ts';
import { DashboardTile } from './DashboardTile.tsx';

/** The tile's sentence for a stage: the dossier's own status, never a guess from converged. */
function useSummary() {
  const t = useText();
  return (stage: TransferStage): string | null => {
    switch (stage.kind) {
      case 'notOffered':
        return null;
      case 'none':
        return t('dashboard.transfer.allowed');
      case 'detailsRequired':
        return t('dashboard.transfer.reference', { reference: stage.reference });
      case 'submitted':
        return t('dashboard.transfer.submitted', { reference: stage.reference });
      case 'planned':
        return stage.switchDate
          ? t('dashboard.transfer.planned', {
              reference: stage.reference,
              date: formatDateInText(stage.switchDate),
            })
          : t('dashboard.transfer.plannedWithoutDate', { reference: stage.reference });
      case 'completed':
        return t('dashboard.transfer.completed');
    }
  };
}

/**
 * Overstappen on the dashboard: a summary of /overstappen, rendered from the same dossier read
 * and `transferStage` (issue #26). Only while details are needed does it link to completing them
 * (spec §2.3); otherwise to the page with the tracker.
 */
export function TransferTile() {
  const t = useText();
  const summary = useSummary();
  const converged = useRead(reads.converged);
  const dossier = useRead(reads.transferDossier);
  const stage = combineReads({ converged, dossier }, (answers) =>
    transferStage(answers.converged, answers.dossier),
  );
  // Offered (spec §2.3) or under way: known from either read, so the tile neither flashes for
  // every customer while loading nor hides a dossier that converged no longer mentions.
  if (!converged.data?.transferAllowed && !dossier.data) return null;
  if (stage.data?.kind === 'notOffered') return null;
  const completion = transferCompletionPath(stage.data);
  const link = completion
    ? { href: completion, text: t('dashboard.transfer.complete') }
    : { href: routePaths.transfer.href(), text: t('dashboard.transfer.link') };
  return (
    <DashboardTile title={t('dashboard.transfer.title')} resource={stage} link={link}>
      {(shown) => <p>{summary(shown)}</p>}
    </DashboardTile>
  );
}
