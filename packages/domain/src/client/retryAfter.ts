/**
 * A Retry-After header in whole seconds from `now` (RFC 9110 §10.2.3: delay-seconds or an
 * HTTP-date); undefined when absent, unreadable or already past.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - now) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}
