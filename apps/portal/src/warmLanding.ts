// index.html's first script, run before the entry has arrived (ADR 085). It starts the page's
// config.json fetch (boot takes the answer; the page the IdP sends back to takes the handed-over
// config instead, see config/configHandover.ts), and a signed-in customer opening the landing
// page gets its shell and page code fetched beside the entry instead of after it: the same
// chunks the router's lazy routes import, so they open exactly as before, when their preloads are
// there. No static import: it must not wait for the entry chunk. Tests run none of it.

/** Filled in by the build (warmLanding.ts beside vite.config.ts); absent in unit tests. */
declare const __VONK_EARLY__:
  { landingPaths: readonly string[]; callbackPath: string; handoverKey: string } | undefined;

/** Where boot finds the early config.json answer (loadRuntimeConfig). */
export interface EarlyConfigGlobal {
  vonkEarlyConfig?: Promise<Response>;
}

function stored(test: (key: string) => boolean): boolean {
  try {
    return Object.keys(sessionStorage).some(test);
  } catch {
    return false;
  }
}

const early = typeof __VONK_EARLY__ === 'undefined' ? undefined : __VONK_EARLY__;
if (early) {
  const { pathname, host } = location;
  const handedOver = pathname === early.callbackPath && stored((key) => key === early.handoverKey);
  if (!handedOver) {
    const answer = fetch('/config.json', { headers: { Accept: 'application/json' } });
    // Boot awaits it and reports a failure; marked handled until then.
    answer.catch(() => undefined);
    (globalThis as EarlyConfigGlobal).vonkEarlyConfig = answer;
  }
  if (
    early.landingPaths.includes(pathname) &&
    stored((key) => key.startsWith(`${host}oidc.user:`))
  ) {
    // A failed fetch is the router's to report when its own import fails; nothing to do here.
    import('./shell/AuthenticatedShell.tsx').catch(() => undefined);
    import('./pages/dashboard/DashboardPage.tsx').catch(() => undefined);
  }
}
