export { InlineMessage } from './InlineMessage.tsx';
export type { InlineMessageProps, InlineMessageTone } from './InlineMessage.tsx';
