import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthEvent, RuntimeConfig } from '@vonk/domain';
import { createRecordingAdapter } from '@vonk/domain';
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
