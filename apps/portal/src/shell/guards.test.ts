import { describe, expect, it } from 'vitest';
import { householdGuard, routePaths } from '@vonk/domain';
import type { ApiClient } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { applyGuard } from './guards.ts';
import type { GuardFacts } from './guards.ts';
import { PRELOAD_SOURCES } from './preloadSources.ts';
import { testServices } from '../testing/testServices.ts';

/** A client that answers every GET from `answers` (404 for the rest) and records what was asked. */
function answeringClient(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const get = async (url: string) => {
    asked.push(url);
    if (url in answers) return answers[url];
    throw new Error(`404 ${url}`);
  };
  return { client: { get, getJson: get } as unknown as ApiClient, asked };
}

const factsOf = (persona: (typeof personas)[keyof typeof personas]) => ({
  '/api/account': persona.account,
  '/api/converged': persona.converged,
  '/api/subscription/status': persona.subscriptionStatus,
  '/api/subscription': persona.subscription,
  '/api/features': persona.features,
});

describe('applyGuard', () => {
  it('reads only facts the §2.5 preloads already asked for: a guard adds no request', async () => {
    const preloads = answeringClient({});
    await Promise.allSettled(PRELOAD_SOURCES.map((start) => start(preloads.client)));
    const guard = answeringClient({});
    await applyGuard(testServices({ client: guard.client }), () => ({ allow: true }));
    expect(preloads.asked).toEqual(expect.arrayContaining(guard.asked));
    expect(guard.asked).toContain('/api/subscription');
  });

  it('hands the guard the customer subscription (Klantvoordeel needs current internet)', async () => {
    const { client } = answeringClient(factsOf(personas.jan));
    let seen: GuardFacts | undefined;
    await applyGuard(testServices({ client }), (facts) => {
      seen = facts;
      return { allow: true };
    });
    expect(seen?.subscription?.currentInternet?.displayName).toBe('Internet Giga');
  });

  it('sends a customer without current internet from /klantvoordeel to the dashboard', async () => {
    const { client } = answeringClient({
      ...factsOf(personas.jan),
      '/api/subscription': { ...personas.jan.subscription, currentInternet: null },
    });
    const thrown = (await applyGuard(testServices({ client }), householdGuard).catch(
      (error: unknown) => error,
    )) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('Location')).toBe(routePaths.dashboard.href());
  });

  it('lets the page decide when the subscription did not load', async () => {
    const { client } = answeringClient({ '/api/account': personas.jan.account });
    await expect(applyGuard(testServices({ client }), householdGuard)).resolves.toBeUndefined();
  });
});
