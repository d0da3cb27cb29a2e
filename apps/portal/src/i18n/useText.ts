import { useIntl } from 'react-intl';
import type { MessageId } from './messages.ts';

type Values = Record<string, string | number>;

/** Looks up a catalogue text by its content key: `t('notFound.title')`. */
export function useText(): (id: MessageId, values?: Values) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
