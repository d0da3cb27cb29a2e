/** The part of an SWR state a screen renders from. */
export interface ReadState<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

type Answers<R extends Record<string, ReadState<unknown>>> = {
  [K in keyof R]: Exclude<R[K]['data'], undefined>;
};

/**
 * One state from several reads and the domain model that decides over them: its data once every
 * read has answered (null is an answer), the first error, loading while any read is, and a retry
 * that asks each read again. A dashboard tile and its page render the same model this way.
 */
export function combineReads<R extends Record<string, ReadState<unknown>>, T>(
  states: R,
  decide: (answers: Answers<R>) => T,
): ReadState<T> {
  const list = Object.values(states);
  const answered = list.every((state) => state.data !== undefined);
  return {
    data: answered
      ? decide(
          Object.fromEntries(
            Object.entries(states).map(([key, state]) => [key, state.data]),
          ) as Answers<R>,
        )
      : undefined,
    error: list.find((state) => state.error)?.error,
    isLoading: list.some((state) => state.isLoading),
    mutate: () => Promise.all(list.map((state) => state.mutate())),
  };
}
