import { Alert } from '@vonk/ui';

/** A live region that exists before its message, so "saved" is announced when it appears. */
export function SavedStatus({ text }: { text: string | null }) {
  return <div role="status">{text && <Alert tone="success" live="none" title={text} />}</div>;
}
