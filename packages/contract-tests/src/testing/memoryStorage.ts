/** An in-memory Storage: one per simulated tab (sessionStorage) or per origin (localStorage). */
export function memoryStorage(initial: Iterable<[string, string]> = []): Storage {
  const items = new Map(initial);
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** What a duplicated tab starts with: a copy of the other tab's sessionStorage. */
export function copyStorage(source: Storage): Storage {
  const entries: [string, string][] = [];
  for (let i = 0; i < source.length; i += 1) {
    const key = source.key(i);
    if (key !== null) entries.push([key, source.getItem(key) ?? '']);
  }
  return memoryStorage(entries);
}
