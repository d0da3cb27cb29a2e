import axeCore from 'axe-core';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { agents } from '@vonk/sandbox/personas';

export const PASSWORD = 'welkom';

/**
 * Specs in e2e/writes/ run in this project, on every worker and beside the journeys: each worker
 * logs in as, writes to and resets its own copy of a persona (ADR 086).
 */
export const WRITES_PROJECT = 'writes';

/** This worker's persona namespace (`w3`) in the writes project; null elsewhere (the fixtures). */
function personaNamespace(): string | null {
  const info = test.info();
  return info.project.name === WRITES_PROJECT ? `w${info.workerIndex}` : null;
}

/**
 * The login to use for a persona: in e2e/writes/ this worker's own copy (`jan@w3`), elsewhere the
 * persona itself. Use it for every login a spec sends to the sandbox, e.g.
 * `/__sandbox/household/${personaLogin('jan')}/complete`.
 */
export function personaLogin(login: string): string {
  const namespace = personaNamespace();
  if (!namespace) return login;
  if (Object.hasOwn(agents, login)) {
    throw new Error(
      `An agent acts for the shared customer, not a worker's copy: keep '${login}' specs in e2e/serial (ADR 086).`,
    );
  }
  return `${login}@${namespace}`;
}

/** Fills the sandbox identity provider's Dutch login page for real (ADR 086: as personaLogin). */
export async function logInAtIdp(page: Page, username: string, password = PASSWORD): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Inloggen bij Mijn Vonk' })).toBeVisible();
  await page.getByLabel('Gebruikersnaam').fill(personaLogin(username));
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/**
 * Opens `path` logged out, logs in as `username` at the IdP and waits until the login's target
 * shows its level 1 `heading`: the usual start of a journey on one page.
 */
export async function openAfterLogin(
  page: Page,
  path: string,
  username: string,
  heading: string,
): Promise<void> {
  await page.goto(path);
  await logInAtIdp(page, username);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * WCAG 2.2 AA on the page as it is now; a violation fails the test.
 *
 * axe-core runs in the page directly, injected once per document. `AxeBuilder` took ~2 s a call
 * here (it re-injects axe and opens a blank page to finish each run) against ~0.2 s for the run
 * itself, a fifth of the suite's time. The only frames the portal has are the IdP's hidden ones,
 * which hold nothing a customer reads, so frames are left out.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof axeCore };
    // axe-core treats a sticky element as if it stayed in place (dequelabs/axe-core#3720), so a
    // button scrolled under the sticky header is reported as too small. Run at the top of the page,
    // where the header is where axe thinks it is; what scrolling hides is e2e/focus-not-obscured's job.
    const { scrollX, scrollY } = window;
    window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
    const results = await axe
      .run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      })
      .finally(() => window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' }));
    return results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join('; ')})`,
    );
  }, WCAG_22_AA);
  expect(violations).toEqual([]);
}

/**
 * Restores every persona and clears faults through the portal's own origin. In e2e/writes/ it
 * drops only this worker's persona copies (ADR 086) and touches nothing another test uses.
 */
export async function resetSandbox(page: Page): Promise<void> {
  const namespace = personaNamespace();
  const response = await page.request.post(
    '/__sandbox/reset',
    namespace ? { data: { namespace } } : {},
  );
  expect(response.ok()).toBe(true);
}

/**
 * Shortens the access tokens the IdP issues to this worker's persona copies (`jan@w3`) only, until
 * resetSandbox (ADR 093). Writes project only: elsewhere a login is the shared fixture, and
 * e2e/serial/ sets the global timings with PUT /__sandbox/session itself.
 */
export async function shortenAccessTokens(page: Page, seconds: number): Promise<void> {
  const namespace = personaNamespace();
  if (!namespace) throw new Error('shortenAccessTokens scopes to a namespace: e2e/writes/ only.');
  const response = await page.request.put('/__sandbox/session', {
    data: { namespace, accessTokenTtlSeconds: seconds },
  });
  expect(response.ok()).toBe(true);
}

/**
 * A sandbox fault that fails only this worker's logins (`jan@w3`), until resetSandbox (ADR 093),
 * so a writes spec can rehearse a failure beside the other tests. Writes project only: requests
 * without a login (public links) cannot be scoped, and their fault specs stay in e2e/serial/.
 */
export async function addOwnFault(page: Page, spec: Record<string, unknown>): Promise<void> {
  const namespace = personaNamespace();
  if (!namespace) throw new Error('addOwnFault scopes to a namespace: e2e/writes/ only.');
  const response = await page.request.post('/__sandbox/faults', { data: { ...spec, namespace } });
  expect(response.status()).toBe(201);
}

/** Clears this worker's own faults (addOwnFault) and nothing else, e.g. before a retry. */
export async function clearOwnFaults(page: Page): Promise<void> {
  const namespace = personaNamespace();
  if (!namespace) throw new Error('clearOwnFaults scopes to a namespace: e2e/writes/ only.');
  const response = await page.request.delete('/__sandbox/faults', { params: { namespace } });
  expect(response.status()).toBe(204);
}
