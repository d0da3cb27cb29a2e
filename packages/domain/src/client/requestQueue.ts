/**
 * Lets at most `limit()` requests be on the wire at once and starts nothing (so no timeout) until a
 * request leaves the queue (issue #31). Over HTTP/1.1 a browser opens six connections to a host and
 * queues the rest itself, while their timeouts already run: with the API answering in 8 s, 17 of the
 * 23 reads of a cold /rekeningen timed out before they were even sent. Who waits goes first: a
 * write (a customer pressed a button), then what the page reads, then reads ahead in the
 * background (the §2.5 preloads); in the order they came within each.
 */
export interface RequestQueue {
  run<T>(task: () => Promise<T>, options?: { rank?: Rank }): Promise<T>;
}

/** Lower goes first. */
export const RANK = { write: 0, read: 1, background: 2 } as const;
export type Rank = (typeof RANK)[keyof typeof RANK];

export function createRequestQueue(limit: () => number = browserConnectionLimit): RequestQueue {
  let active = 0;
  const waiting: { start: () => void; rank: Rank }[] = [];

  const startNext = () => {
    while (active < Math.max(limit(), 1) && waiting.length > 0) {
      active += 1;
      waiting.shift()!.start();
    }
  };

  return {
    async run(task, { rank = RANK.read } = {}) {
      await new Promise<void>((start) => {
        const after = waiting.findIndex((waiter) => waiter.rank > rank);
        if (after === -1) waiting.push({ start, rank });
        else waiting.splice(after, 0, { start, rank });
        startNext();
      });
      try {
        return await task();
      } finally {
        active -= 1;
        startNext();
      }
    },
  };
}

/** Browsers open six HTTP/1.x connections per host; HTTP/2 and HTTP/3 multiplex one. */
export const HTTP1_CONNECTIONS = 6;
/** Under HTTP/2 the queue only guards against a burst no server wants at once. */
export const MULTIPLEXED_STREAMS = 64;

/**
 * How many requests the page can have on the wire: read from the protocol the document itself
 * came over (the API is same-origin, spec §7.2). Unknown (no browser, no timing entry): HTTP/1.1's
 * six, the safe side.
 */
export function browserConnectionLimit(): number {
  const [navigation] = (globalThis.performance?.getEntriesByType?.('navigation') ?? []) as {
    nextHopProtocol?: string;
  }[];
  const protocol = navigation?.nextHopProtocol ?? '';
  return protocol === 'h2' || protocol === 'h3' ? MULTIPLEXED_STREAMS : HTTP1_CONNECTIONS;
}
