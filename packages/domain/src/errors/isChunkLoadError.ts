/** Messages browsers and bundlers use when a lazy chunk cannot be loaded (a deploy replaced it). */
const CHUNK_LOAD_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  /ChunkLoadError/,
  /Loading chunk [\w-]+ failed/i,
];

/** Spec §8: a chunk-load failure; the portal reloads the last navigated URL. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_LOAD_PATTERNS.some(
    (pattern) => pattern.test(error.name) || pattern.test(error.message),
  );
}
