// index.html's first script, run before the entry has arrived (ADR 085, 090). It starts the page's
// config.json fetch (boot takes the answer; the page the IdP sends back to takes the handed-over
// config instead, see config/configHandover.ts), and a signed-in customer opening the landing
// page gets its shell and page code fetched beside the entry instead of after it: the same
// chunks the router's lazy routes import, so they open exactly as before, when their preloads are
// there. The page the IdP sends back to gets its own code that way, and the shell and dashboard
// code when the login goes there. With a stored, unexpired customer session it also starts the
// landing page's API reads (the §2.5 preloads and the dashboard's own) with that session's
// token; the app's API client takes each answer once, only for the same request
// (session/earlyReads.ts, ADR 090). The page the IdP sends back to loads the auth chunk itself and
// redeems the code before the entry has arrived (ADR 107); createAuth takes that redemption, and
// when the login goes to the landing page, its reads start as soon as the token is there. It
// imports nothing, not even Vite's preload helper (ADR 099):
// it runs as soon as its own bytes have arrived, while the entry is still on its way; the chunks
// it warms are named in index.html by the build (the `warmLanding()` plugin), and it asks for them
// with <link rel=modulepreload>, as the helper would. Tests run the exported functions only.

import type { EarlySignIn, RedeemEarly } from '@vonk/domain';
import { dpopProof, warmDpopKey } from './session/dpopProof.ts';
import type { DpopProofGlobal } from './session/dpopProof.ts';

/** Filled in by the build (warmLanding.ts beside vite.config.ts); absent in unit tests. */
declare const __VONK_EARLY__:
  | {
      landingPaths: readonly string[];
      shellAreas: Record<string, readonly string[]>;
      callbackPath: string;
      handoverKey: string;
      reads: readonly string[];
      readMs: number;
      locale: string;
      preferencesKey: string;
    }
  | undefined;

/** Where boot finds the early config.json answer (loadRuntimeConfig). */
export interface EarlyConfigGlobal {
  vonkEarlyConfig?: Promise<Response>;
}

/**
 * This device's copy of the display preferences (ADR 142), as stored: null for none. Absent when
 * the script did not run or storage refused; boot then reads it itself.
 */
export interface EarlyPreferencesGlobal {
  vonkEarlyPreferences?: string | null;
}

/** The early API reads, by URL, and the token they were asked with (session/earlyReads.ts). */
export interface EarlyReads {
  token: string;
  /** performance.now() when they left. */
  at: number;
  answers: Map<string, Promise<Response>>;
}

export interface EarlyReadsGlobal {
  vonkEarlyReads?: EarlyReads;
}

/** Where createAuth finds the early redemption of the callback's code (ADR 107). */
export interface EarlySignInGlobal {
  vonkEarlySignIn?: Promise<EarlySignIn | undefined>;
}

/** index.html's <meta name> for the auth chunk the callback page redeems its code with. */
export const EARLY_SIGN_IN_META = 'vonk-early-signin';

/**
 * The access token of the one stored customer session (oidc-client-ts's user entry), if it is
 * valid for another minute; null for none, several, an agent session or anything unreadable.
 * The app decides again with its own session: a token it would not send gets no early answer.
 */
export function earlyToken(storage: Storage, host: string, nowMs: number): string | null {
  try {
    if (storage.getItem(`${host}IsAgent`) === 'true') return null;
    const keys = Object.keys(storage).filter((key) => key.startsWith(`${host}oidc.user:`));
    if (keys.length !== 1) return null;
    const user: unknown = JSON.parse(storage.getItem(keys[0]!) ?? '');
    const { access_token: token, expires_at: expiresAt } = (user ?? {}) as Record<string, unknown>;
    const valid = typeof expiresAt === 'number' && expiresAt * 1000 - nowMs > 60_000;
    return typeof token === 'string' && token !== '' && valid ? token : null;
  } catch {
    return null;
  }
}

/**
 * The shell area whose route table a path needs (ADR 151): the same lines as src/shellAreas.ts's
 * `shellAreaOf` (this script imports nothing). Undefined for the landing page, a page outside the
 * shell or a path no route has.
 */
export function shellAreaAt(
  pathname: string,
  areas: Record<string, readonly string[]>,
): string | undefined {
  const path = pathname.toLowerCase();
  return Object.keys(areas).find((area) =>
    areas[area]!.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  );
}

function stored(test: (key: string) => boolean): boolean {
  try {
    return Object.keys(sessionStorage).some(test);
  } catch {
    return false;
  }
}

/**
 * Where the login that comes back to this page goes: the target oidc-client-ts keeps in its state
 * entry (`?state=` names it). Undefined when there is none or it cannot be read.
 */
export function loginTarget(storage: Storage, host: string, search: string): string | undefined {
  try {
    const id = new URLSearchParams(search).get('state');
    const state: unknown = id && JSON.parse(storage.getItem(`${host}oidc.${id}`) ?? '');
    const target = (state as { data?: { targetPath?: unknown } } | null)?.data?.targetPath;
    return typeof target === 'string' ? target.split(/[?#]/)[0] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Fetches the chunks of one of the plugin's sets (`<meta name="vonk-warm-…">` in index.html) with
 * <link rel=modulepreload>, each once, as Vite's preload helper does: the router's `import()`
 * then finds them in the module map (and the helper finds their links and adds none).
 */
export function warm(doc: Document, set: string): void {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="vonk-warm-${set}"]`);
  const present = new Set([...doc.querySelectorAll('link')].map((link) => link.href));
  for (const file of meta?.content.split(' ') ?? []) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    if (file === '' || present.has(link.href)) continue;
    present.add(link.href);
    doc.head.append(link);
  }
}

/**
 * Loads the auth chunk index.html names (the build's `warmLanding()` plugin) and redeems the
 * callback's code with it, before the entry has run (ADR 107). Undefined without the chunk's
 * name; resolves to undefined when the chunk does not load or the login state is not there (the
 * app then redeems the code itself, as before).
 */
export function startEarlySignIn(
  doc: Document,
  { href, host }: Pick<Location, 'href' | 'host'>,
  storage: Storage,
  load: (url: string) => Promise<{ redeemEarly: RedeemEarly }> = (url) =>
    import(/* @vite-ignore */ url) as Promise<{ redeemEarly: RedeemEarly }>,
): Promise<EarlySignIn | undefined> | undefined {
  const chunk = doc.querySelector<HTMLMetaElement>(`meta[name="${EARLY_SIGN_IN_META}"]`)?.content;
  if (!chunk) return undefined;
  return load(chunk).then(
    ({ redeemEarly }) => redeemEarly({ url: href, storage, host }),
    () => undefined,
  );
}

/** index.html's <meta name> for the entry, which this script starts (ADR 107). */
export const ENTRY_META = 'vonk-entry';

/**
 * The longest the page the IdP sent back to holds the entry back for the code's redemption (ADR
 * 107): the token usually answers within a tenth of that, and the landing reads leave with it
 * before the entry's evaluation takes the main thread. A slow identity provider delays the page's
 * start by no more than this; the app then waits for the redemption with its spinner.
 */
export const ENTRY_HOLD_MS = 500;

/** Resolves when `work` has settled either way, or after `ms`, whichever comes first. */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return Promise.race([
    work.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, ms)),
  ]);
}

/**
 * Starts the entry index.html names (the build moved it there from its own script tag, keeping
 * a modulepreload so it downloads as before) once `hold` resolves. Nothing to do without the
 * name: the dev server keeps the entry's own tag.
 */
export function startEntry(
  doc: Document,
  hold: Promise<unknown>,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): void {
  const entry = doc.querySelector<HTMLMetaElement>(`meta[name="${ENTRY_META}"]`)?.content;
  if (entry) void hold.then(() => load(entry));
}

/**
 * Initialises the browser's ICU data for `locale`: a page's first Intl formatter costs 17–45 ms
 * of main thread here (its date and amount formats then take 1–5 ms). The page the IdP sent back
 * to calls it while it waits on the network for its token and the entry is held, so the entry's
 * evaluation and first render, which format both, no longer pay it on the way to the dashboard
 * (ADR 111).
 */
export function warmIntl(locale: string): void {
  try {
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(0);
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(0);
  } catch {
    // Nothing warmed: the app initialises it when it first formats, as before.
  }
}

/**
 * Starts the landing page's API reads with `token` (the API client's GETs, header for header:
 * a token bound to the browser's key with its DPoP proof, ADR 127).
 */
function startEarlyReads(reads: readonly string[], readMs: number, token: string): void {
  const answers = new Map<string, Promise<Response>>();
  for (const url of reads) {
    const signal = AbortSignal.timeout(readMs);
    const answer = dpopProof(url, 'GET', token).then((proof) =>
      fetch(url, {
        headers: {
          Accept: 'application/json',
          Authorization: `${proof ? 'DPoP' : 'Bearer'} ${token}`,
          ...(proof && { DPoP: proof }),
        },
        credentials: 'same-origin',
        signal,
      }),
    );
    // The client that takes it meets its failure; one nobody takes is dropped.
    answer.catch(() => undefined);
    answers.set(url, answer);
  }
  (globalThis as EarlyReadsGlobal).vonkEarlyReads = { token, at: performance.now(), answers };
}

/**
 * The early work of this page load; resolves when the entry may start: at once, except on the
 * page the IdP sent back to, which first lets the code's redemption finish (`ENTRY_HOLD_MS`).
 */
function startEarly(early: NonNullable<typeof __VONK_EARLY__>): Promise<unknown> {
  const { pathname, host, search } = location;
  const callback = pathname === early.callbackPath;
  // The first look into localStorage waits for the browser to hand the page its storage (12–29
  // ms of main thread on a cold load, profiled, issue #34): here it falls while the entry is
  // still on its way, not in boot's path to the first paint, which applies the copy (ADR 142).
  try {
    (globalThis as EarlyPreferencesGlobal).vonkEarlyPreferences = localStorage.getItem(
      `${host}${early.preferencesKey}`,
    );
  } catch {
    // Boot tries again, and does without when storage refuses.
  }
  // First, so the auth chunk is the first file asked for: the token exchange waits for it.
  const signIn = callback ? startEarlySignIn(document, location, sessionStorage) : undefined;
  (globalThis as EarlySignInGlobal).vonkEarlySignIn = signIn;
  // A login this tab started is coming back (the page before it handed over its config).
  const handedOver = callback && stored((key) => key === early.handoverKey);
  if (!handedOver) {
    const answer = fetch('/config.json', { headers: { Accept: 'application/json' } });
    // Boot awaits it and reports a failure; marked handled until then.
    answer.catch(() => undefined);
    (globalThis as EarlyConfigGlobal).vonkEarlyConfig = answer;
  } else {
    // A failed fetch is the router's to report when its own import fails; nothing to do here.
    warm(document, 'callback');
  }
  const hasUser = stored((key) => key.startsWith(`${host}oidc.user:`));
  const signedIn = early.landingPaths.includes(pathname) && hasUser;
  const target = handedOver ? loginTarget(sessionStorage, host, search) : undefined;
  const toLanding = target !== undefined && early.landingPaths.includes(target);
  const area = hasUser && !signedIn ? shellAreaAt(pathname, early.shellAreas) : undefined;
  if (signedIn || toLanding) {
    warm(document, 'landing');
  } else if (area) {
    // A deep link or reload of a screen: its area's route table, which the router would fetch
    // only after the entry has run, and the shell. The page's own chunk and reads follow.
    warm(document, `area-${area}`);
  }
  const token = signedIn || area ? earlyToken(sessionStorage, host, Date.now()) : null;
  if (token && signedIn) startEarlyReads(early.reads, early.readMs, token);
  // A screen's reads leave from the app; the key that proves them is looked up now, while the
  // entry is on its way (ADR 127).
  else if (token) warmDpopKey(token);
  if (!signIn) return Promise.resolve();
  if (toLanding) {
    // On the user itself, as soon as the chunk is there: the reads leave before the entry starts.
    void signIn.then((started) =>
      started?.user.then(
        () => {
          const fresh = earlyToken(sessionStorage, host, Date.now());
          if (fresh) startEarlyReads(early.reads, early.readMs, fresh);
        },
        () => undefined,
      ),
    );
  }
  // A task of its own, after the requests above have left: the token's answer finds it done.
  setTimeout(() => warmIntl(early.locale), 0);
  const user = signIn.then((started) => started?.user);
  return settledWithin(user, ENTRY_HOLD_MS);
}

// The app's API client proves its tokens with this (ADR 127); the module is the early script's.
(globalThis as DpopProofGlobal).vonkDpopProof = dpopProof;

const early = typeof __VONK_EARLY__ === 'undefined' ? undefined : __VONK_EARLY__;
if (early) {
  let hold: Promise<unknown> = Promise.resolve();
  try {
    hold = startEarly(early);
  } finally {
    // Whatever the early work met (storage the browser refuses, say), the page starts.
    startEntry(document, hold);
  }
}
