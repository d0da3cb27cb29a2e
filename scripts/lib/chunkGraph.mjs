// Which JS files a page load fetches, read from a Vite build manifest (`build.manifest: true`):
// the entry, the lazy modules the page takes, and the static imports of both, transitively.
// Lazy modules the page does not take (other routes, code only sign-in needs) are not followed.
// Pure functions over the manifest object, so `npm run size` stays deterministic (ADR 028).

/**
 * The files (relative to the build folder, e.g. `assets/index-abc.js`) that a page loads.
 * @param {Record<string, {file: string, imports?: string[], dynamicImports?: string[]}>} manifest
 * @param {{ entry?: string, also?: string[], takes?: string[] }} load the entry's key, the keys
 *   of further entries the page runs (a script of its own in index.html) and the manifest keys of
 *   the lazy modules the page imports (route modules, a lazily loaded parser…)
 * @returns {string[]} the files, in the order they were reached
 */
export function chunksLoaded(manifest, { entry = 'index.html', also = [], takes = [] } = {}) {
  const chunk = (key, from) => {
    const found = manifest[key];
    if (!found) throw new Error(`${key} (${from}) is not in the build manifest.`);
    return found;
  };
  for (const key of [entry, ...also]) {
    if (!chunk(key, 'an entry').isEntry) throw new Error(`${key} is not an entry of the build.`);
  }

  const wanted = new Set(takes);
  const reached = new Set();
  const order = [];
  const queue = [entry, ...also];
  while (queue.length > 0) {
    const key = queue.shift();
    if (reached.has(key)) continue;
    reached.add(key);
    const { file, imports = [], dynamicImports = [] } = chunk(key, 'an import');
    order.push(file);
    queue.push(...imports, ...dynamicImports.filter((lazy) => wanted.has(lazy)));
  }

  const missing = takes.filter((key) => !reached.has(key));
  if (missing.length > 0) {
    const unknown = missing.filter((key) => !manifest[key]);
    throw new Error(
      unknown.length > 0
        ? `${unknown.join(', ')} not in the build manifest: did the module move?`
        : `${missing.join(', ')} never imported lazily by what the page loads.`,
    );
  }
  return [...new Set(order)];
}

/**
 * The lazily imported modules of a build whose key starts with one of `prefixes`
 * (`['src/pages/', 'src/shell/']` for the portal's routes): key and file of each.
 */
export function lazyChunks(manifest, prefixes) {
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && prefixes.some((p) => key.startsWith(p)))
    .map(([key, chunk]) => ({ key, file: chunk.file }))
    .sort((a, b) => a.key.localeCompare(b.key));
}
