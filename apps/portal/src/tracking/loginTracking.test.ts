import { describe, expect, it, vi } from 'vitest';
import { createRecordingAdapter, userPayload } from '@vonk/domain';
import type { ApiClient } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { createShellLoader } from '../shell/shellLoader.ts';
import { testServices } from '../testing/testServices.ts';
import { loginTrackingKey, markLoginToTrack, trackLoginOnce } from './loginTracking.ts';

const jan = personas.jan;
const account = { ...jan.account, isAgent: false };
const responses: Record<string, unknown> = {
  '/api/account': account,
  '/api/subscription': jan.subscription,
  '/api/account/privacysettings': jan.details.privacy,
  '/api/converged': jan.converged,
};

function fakeClient() {
  const calls: string[] = [];
  const get = vi.fn(async (path: string) => {
    calls.push(path);
    if (path in responses) return responses[path];
    return {};
  });
  const client = { get, getJson: get, inBackground: () => client };
  return { calls, client: client as unknown as ApiClient };
}

const loggedIn = (storage: Storage) => {
  markLoginToTrack(storage, 'portal.test');
  return storage;
};

describe('login tracking (spec §4, §7.4)', () => {
  it('loads subscription and privacy, pushes user_data_loaded, then AC - Inloggen labelled Inloggen', async () => {
    const tracking = createRecordingAdapter();
    const { client, calls } = fakeClient();
    const storage = loggedIn(new Storage());
    await trackLoginOnce({ client, tracking, agentSession: false, storage, host: 'portal.test' });

    expect(calls).toEqual(
      expect.arrayContaining(['/api/subscription', '/api/account/privacysettings']),
    );
    const user = await userPayload({
      account,
      subscription: jan.subscription,
      privacy: jan.details.privacy,
      converged: jan.converged,
      agentSession: false,
    });
    expect(tracking.hits).toEqual([
      { event: 'user_data_loaded', user },
      {
        event: 'trackEvent',
        eventCategory: 'AC - Inloggen',
        eventAction: 'Success',
        eventLabel: 'Inloggen',
        nonInteraction: true,
      },
    ]);
  });

  it('tracks a login exactly once, however often the shell loads', async () => {
    const tracking = createRecordingAdapter();
    const { client } = fakeClient();
    const storage = loggedIn(new Storage());
    const deps = { client, tracking, agentSession: false, storage, host: 'portal.test' };
    const results = await Promise.all([trackLoginOnce(deps), trackLoginOnce(deps)]);
    await trackLoginOnce(deps);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(tracking.hits.map((hit) => hit.event)).toEqual(['user_data_loaded', 'trackEvent']);
    expect(storage.getItem(loginTrackingKey('portal.test'))).toBeNull();
  });

  it('tracks nothing without a login to track', async () => {
    const tracking = createRecordingAdapter();
    const { client, calls } = fakeClient();
    const storage = new Storage();
    await trackLoginOnce({ client, tracking, agentSession: false, storage, host: 'portal.test' });
    expect(tracking.hits).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('the shell loader tracks the login after its preloads, once per login', async () => {
    markLoginToTrack();
    const tracking = createRecordingAdapter();
    const { client } = fakeClient();
    const auth = {
      getUser: async () => ({ profile: {} }),
      profile: () => ({ role: 'customer' }),
      agentSession: () => null,
    };
    const loader = createShellLoader(testServices({ auth: auth as never, client, tracking }));
    const args = { request: new Request('http://localhost/dashboard'), params: {}, context: {} };
    await loader(args as never);
    await loader(args as never);
    await vi.waitFor(() => expect(tracking.hits).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tracking.hits.map((hit) => hit.event)).toEqual(['user_data_loaded', 'trackEvent']);
  });
});
