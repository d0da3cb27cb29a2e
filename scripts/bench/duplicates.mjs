// Duplicate GETs: a URL that went over the network again after it had been fetched once in the
// same browser session. Answers from the browser's cache are no request. A 304 revalidation of a
// content-hashed build file (`/assets/name-hash.js`) is listed apart: a server that marks every
// file `no-cache` (vite preview) causes it; the production nginx the bench now uses (ADR 083)
// serves hashed files immutable, so there the list stays empty. Everything else counts.

const HASHED_ASSET = /\/assets\/[^/]+-[\w-]{8,}\.\w+$/;

/**
 * @param {{ url: string, method: string, fromCache?: boolean, status?: number }[]} requests in
 *   the order they were sent (each redirect hop its own entry)
 * @returns {{ duplicates: {url: string, count: number}[], revalidations: {url: string, count: number}[] }}
 *   `count` is how often the URL went over the network in all
 */
export function findDuplicateGets(requests) {
  const seen = new Map();
  for (const request of requests) {
    if (request.method !== 'GET' || request.fromCache || request.url.startsWith('data:')) continue;
    const entry = seen.get(request.url) ?? { count: 0, revalidatedAssets: 0 };
    entry.count += 1;
    const revalidatedAsset =
      entry.count > 1 && request.status === 304 && HASHED_ASSET.test(new URL(request.url).pathname);
    if (revalidatedAsset) entry.revalidatedAssets += 1;
    seen.set(request.url, entry);
  }
  const duplicates = [];
  const revalidations = [];
  for (const [url, { count, revalidatedAssets }] of seen) {
    if (count < 2) continue;
    if (revalidatedAssets === count - 1) revalidations.push({ url, count });
    else duplicates.push({ url, count });
  }
  return { duplicates, revalidations };
}
