import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthEvent, RuntimeConfig } from '@vonk/domain';
import { ApiError, createRecordingAdapter, routePaths } from '@vonk/domain';
import { createStoryAuth } from '../testing/storyAuth.ts';
import { createPortalServices } from './createPortalServices.ts';

const config = {
  production: false,
  externalUrls: {},
  switches: {},
  logEndpoint: '/api/log',
  externalLogEndpoint: 'https://log.example/api/log',
} as unknown as RuntimeConfig;

afterEach(() => vi.unstubAllGlobals());

function setup(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
  const listeners = new Set<(event: AuthEvent) => void>();
  const auth = {
    ...createStoryAuth({ persona: 'jan' }),
    onEvent: (listener: (event: AuthEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const tracking = createRecordingAdapter();
  const logger = { warn: vi.fn(async () => {}), error: vi.fn(async () => {}) };
  const services = createPortalServices(config, { auth, tracking, logger, pageHooks: false });
  const emit = (event: AuthEvent) => listeners.forEach((listener) => listener(event));
  return { services, tracking, logger, emit };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const tracked = { category: 'SS - Aanmelden Klantvoordeel', label: 'Aanmelden Klantvoordeel' };
const event = (eventAction: string) => ({
  event: 'trackEvent',
  eventCategory: tracked.category,
  eventAction,
  eventLabel: tracked.label,
  nonInteraction: true,
});

describe('createPortalServices: writes are reported (spec §7.2, §9)', () => {
  it('a tracked write that succeeds is a Success event on the data layer', async () => {
    const { services, tracking } = setup(() => json({ success: true }));
    await services.client.send('POST', '/api/household/subscribe', {}, tracked);
    expect(tracking.hits).toEqual([event('Success')]);
  });

  it('a 2xx body with success: false is an Error event, not a Success', async () => {
    const { services, tracking } = setup(() => json({ success: false, message: 'Nee' }));
    await services.client.send('POST', '/api/household/subscribe', {}, tracked);
    expect(tracking.hits).toEqual([event('Error')]);
  });

  it('a failed write is an Error event and still fails for the page', async () => {
    const { services, tracking } = setup(() => json({}, 500));
    await expect(
      services.client.send('POST', '/api/household/subscribe', {}, tracked),
    ).rejects.toMatchObject({ status: 500 });
    expect(tracking.hits).toEqual([event('Error')]);
  });

  it('a write without a category sends nothing', async () => {
    const { services, tracking } = setup(() => json({ success: true }));
    await services.client.send('POST', '/api/household/unsubscribe', {});
    expect(tracking.hits).toEqual([]);
  });
});

describe('createPortalServices: login events are logged (spec §8)', () => {
  it('a refresh error reaches the logger as an error, a silent refresh timeout as a warning', () => {
    const { emit, logger } = setup(() => json({}));
    emit({ type: 'refreshError', error: new Error('invalid_grant') });
    emit({ type: 'silentRefreshTimeout' });
    expect(logger.error).toHaveBeenCalledWith(
      'Login: refresh error: invalid_grant',
      expect.any(Object),
    );
    expect(logger.warn).toHaveBeenCalledWith('Login: silent refresh timeout', {});
  });
});

describe('createPortalServices: the logger has its own transport (issue #16)', () => {
  function withRealLogger(status: number) {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
        return json({ message: 'nee' }, status);
      }),
    );
    const services = createPortalServices(config, {
      auth: createStoryAuth({ persona: 'jan' }),
      tracking: createRecordingAdapter(),
      pageHooks: false,
    });
    const navigate = vi.fn();
    services.attachRouter({
      navigate,
      state: {
        location: { pathname: routePaths.invoices.href(), search: '' },
        navigation: {},
        matches: [],
      },
    });
    return { services, navigate, calls };
  }

  // Signed in: entries go to the API's own log endpoint, with the token (spec §7.2).
  const signedIn = async (services: { auth: { getUser(): Promise<unknown> } }) => {
    await services.auth.getUser();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it('a log POST answered 401 neither logs out nor is retried', async () => {
    const { services, navigate, calls } = withRealLogger(401);
    await signedIn(services);
    await services.logger.error('Er ging iets mis');
    expect(calls).toEqual(['POST /api/log']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a log POST answered 503 does not open /maintenance (and is retried later, spec §8)', async () => {
    const { services, navigate, calls } = withRealLogger(503);
    await signedIn(services);
    void services.logger.error('Er ging iets mis');
    await vi.waitFor(() => expect(calls).toEqual(['POST /api/log']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the same 503 on an API call does open /maintenance', async () => {
    const { services, navigate } = withRealLogger(503);
    await expect(services.client.get('/api/invoices')).rejects.toMatchObject({ status: 503 });
    expect(navigate).toHaveBeenCalledWith(routePaths.maintenance.href(), {
      replace: true,
      state: { from: routePaths.invoices.href() },
    });
  });

  it('a 503 on a §2.5 preload is left to the page that needs it (issue #31)', async () => {
    const { services, navigate } = withRealLogger(503);
    await expect(services.client.get('/api/tvsettings')).rejects.toMatchObject({ status: 503 });
    expect(navigate).not.toHaveBeenCalled();
    // The page on screen reads it: maintenance after all (spec §8).
    services.errors.onNeededRead(
      new ApiError({ status: 503, url: '/api/tvsettings', method: 'GET' }),
    );
    expect(navigate).toHaveBeenCalledWith(routePaths.maintenance.href(), {
      replace: true,
      state: { from: routePaths.invoices.href() },
    });
  });
});
