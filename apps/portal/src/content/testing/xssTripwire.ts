declare global {
  interface Window {
    /** Every call of a tripwire while the XSS corpus story runs (ADR 063). */
    __xssHits?: string[];
    xss?: () => void;
  }
}

/**
 * Replaces the functions the corpus's payloads call with recorders; returns the cleanup that
 * puts the originals back (a Storybook `beforeEach`). Self-contained, so Playwright can also
 * install it as an init script in a page served by the production server (ADR 082).
 */
export function installXssTripwire(): () => void {
  const TRAPPED = ['alert', 'confirm', 'prompt', 'print', 'xss'] as const;
  const hits: string[] = [];
  window.__xssHits = hits;
  const target = window as unknown as Record<string, unknown>;
  const originals = TRAPPED.map((name) => [name, target[name]] as const);
  for (const name of TRAPPED) {
    target[name] = (...args: unknown[]) => {
      hits.push(`${name}(${args.map(String).join(', ')})`);
    };
  }
  return () => {
    for (const [name, original] of originals) target[name] = original;
    delete window.__xssHits;
  };
}
