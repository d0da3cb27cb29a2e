// index.html's first script, run before the entry has arrived (ADR 085): a signed-in customer
// opening the landing page gets its shell and page code fetched beside the entry instead of after
// it. It only fetches what the router's lazy routes import anyway (the same chunks, so they open
// exactly as before, when their preloads are there); a signed-out visit or another page does
// nothing here. No static import: it must not wait for the entry chunk.

declare const __VONK_LANDING_PATHS__: readonly string[];

function signedIn(): boolean {
  try {
    const prefix = `${location.host}oidc.user:`;
    return Object.keys(sessionStorage).some((key) => key.startsWith(prefix));
  } catch {
    return false;
  }
}

if (__VONK_LANDING_PATHS__.includes(location.pathname) && signedIn()) {
  // A failed fetch is the router's to report when its own import fails; nothing to do here.
  import('./shell/AuthenticatedShell.tsx').catch(() => undefined);
  import('./pages/dashboard/DashboardPage.tsx').catch(() => undefined);
}
