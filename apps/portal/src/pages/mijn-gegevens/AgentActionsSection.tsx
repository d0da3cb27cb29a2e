import { EmptyState, ErrorState, Section, Spinner } from '@vonk/ui';
import { reads, useRead } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { agentActionTable } from './agentActionParts.ts';

const AgentActionTable = agentActionTable.Part;

/**
 * "Wat onze medewerkers voor je deden" (issue #27, ADR 129): every change a call-centre agent made
 * on the account, newest first, with when, what (the API's words) and which agent. Its own read,
 * so a failure says "try again" here and the rest of /mijn-gegevens works.
 */
export function AgentActionsSection() {
  const t = useText();
  const log = useRead(reads.agentActions);
  let content;
  if (log.data) {
    content =
      log.data.length === 0 ? (
        <EmptyState title={t('agentActions.empty.title')} headingLevel={3}>
          {t('agentActions.empty.body')}
        </EmptyState>
      ) : (
        <AgentActionTable actions={log.data} skeletonLines={3} />
      );
  } else if (log.error) {
    content = (
      <ErrorState
        heading={t('agentActions.unavailable.title')}
        headingLevel={3}
        onRetry={() => void log.mutate()}
        retryText={t('agentActions.unavailable.retry')}
      >
        {t('agentActions.unavailable.body')}
      </ErrorState>
    );
  } else {
    content = <Spinner label={t('agentActions.loading')} />;
  }
  return (
    <Section title={t('agentActions.title')} headingLevel={2} description={t('agentActions.intro')}>
      {content}
    </Section>
  );
}
