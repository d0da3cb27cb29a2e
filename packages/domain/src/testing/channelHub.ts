import type { TabChannel } from '../auth/tabChannel.ts';

/**
 * BroadcastChannel between simulated tabs: a message reaches every other open channel of the same
 * name (never the sender), as a structured clone, after `delayMs` on the (fake) clock. A delay
 * lets the renewal lock change hands before the message arrives, as it may in a browser.
 */
export function channelHub({ delayMs = 0 }: { delayMs?: number } = {}) {
  const open = new Set<{ name: string; channel: TabChannel }>();
  const sent: unknown[] = [];
  return {
    sent,
    open(name: string): TabChannel {
      const entry = {
        name,
        channel: {
          onmessage: null,
          postMessage(message: unknown) {
            sent.push(message);
            for (const other of open) {
              if (other === entry || other.name !== name) continue;
              const data: unknown = structuredClone(message);
              setTimeout(
                () => other.channel.onmessage?.(new MessageEvent('message', { data })),
                delayMs,
              );
            }
          },
          close: () => void open.delete(entry),
        } as TabChannel,
      };
      open.add(entry);
      return entry.channel;
    },
  };
}
