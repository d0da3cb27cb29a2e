import { formatDateInText, formatTime, Table, VisuallyHidden } from '@vonk/ui';
import { agentActionsNewestFirst } from '@vonk/domain';
import type { AgentAction } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';

/** The agents' changes as a table, newest first (issue #27, ADR 129). */
export function AgentActionTable({ actions }: { actions: readonly AgentAction[] }) {
  const t = useText();
  return (
    <Table<AgentAction>
      caption={<VisuallyHidden>{t('agentActions.caption')}</VisuallyHidden>}
      columns={[
        {
          key: 'at',
          header: t('agentActions.column.when'),
          render: ({ at }) => (
            <time dateTime={at}>
              {t('agentActions.when', { date: formatDateInText(at), time: formatTime(at) })}
            </time>
          ),
        },
        { key: 'summary', header: t('agentActions.column.what'), rowHeader: true },
        { key: 'agentId', header: t('agentActions.column.who') },
      ]}
      rows={agentActionsNewestFirst(actions)}
      getRowKey={(action, index) => `${action.at}-${index}`}
    />
  );
}
