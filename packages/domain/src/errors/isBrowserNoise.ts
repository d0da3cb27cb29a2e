/**
 * Errors the browser reports that say nothing about the portal (issue #16): a ResizeObserver that
 * could not deliver all its notifications in one frame (harmless, Chromium and Firefox word it
 * differently), and a script from another origin whose details the browser hides ("Script
 * error."). Neither is the customer's problem, so neither may send anyone to /error.
 */
const NOISE = [/^ResizeObserver loop\b/i, /^Script error\.?$/i];

/** A window `error` event's error or message, or a rejection reason. */
export function isBrowserNoise(error: unknown): boolean {
  const message =
    typeof error === 'string' ? error : error instanceof Error ? error.message : undefined;
  return message !== undefined && NOISE.some((pattern) => pattern.test(message.trim()));
}
