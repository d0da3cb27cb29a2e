import { describe, expect, it, vi } from 'vitest';
import { ApiError, logoutState, routePaths } from '@vonk/domain';
import {
  CHUNK_RELOAD_WINDOW_MS,
  chunkReloadKey,
  createErrorEffects,
} from './createErrorEffects.ts';

/** sessionStorage as the tab keeps it: it outlives a reload, so one is shared across setups. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

interface SetupOptions {
  production?: boolean;
  handles?: boolean;
  storage?: ReturnType<typeof memoryStorage>;
  now?: () => number;
}

function setup({
  production = false,
  handles = true,
  storage = memoryStorage(),
  now = () => 0,
}: SetupOptions = {}) {
  const deps = {
    storage,
    now,
    production,
    logger: { error: vi.fn(async () => {}) },
    navigate: vi.fn(),
    routeHandlesHttpErrors: () => handles,
    lastUrl: () => `${routePaths.invoices.href()}?pagina=2`,
    reload: vi.fn(),
  };
  return { deps, effects: createErrorEffects(deps) };
}

const apiError = (status: number, url = '/api/invoices') => {
  return new ApiError({ status, url, method: 'GET' });
};

describe('error effects (spec §8)', () => {
  it('a 503 anywhere opens /maintenance, replacing the URL, told where the customer was', () => {
    const { deps, effects } = setup();
    effects.onApiError(apiError(503));
    expect(deps.navigate).toHaveBeenCalledWith(routePaths.maintenance.href(), {
      replace: true,
      state: { from: `${routePaths.invoices.href()}?pagina=2` },
    });
  });

  it('passes on how long the server asks to wait; after "Probeer opnieuw" errors count again (issue #31)', () => {
    const { deps, effects } = setup({ production: true });
    effects.onApiError(
      new ApiError({ status: 503, url: '/api/invoices', method: 'GET', retryAfterSeconds: 600 }),
    );
    expect(deps.navigate).toHaveBeenLastCalledWith(routePaths.maintenance.href(), {
      replace: true,
      state: { from: `${routePaths.invoices.href()}?pagina=2`, retryAfterSeconds: 600 },
    });
    effects.onUnhandled(apiError(500));
    expect(deps.navigate).toHaveBeenCalledTimes(1);
    effects.leaveMaintenance();
    effects.onUnhandled(apiError(500));
    expect(deps.navigate).toHaveBeenLastCalledWith(routePaths.error.href(), { replace: true });
  });

  it('leaves a 503 on a read the pages decide about to them; a needed read opens /maintenance, told where the customer was (issue #31)', () => {
    const deps = { ...setup().deps, leftToPages: (url: string) => url === '/api/tvsettings' };
    let at = routePaths.invoices.href();
    const navigate = vi.fn((to: string) => void (at = to));
    const effects = createErrorEffects({ ...deps, lastUrl: () => at, navigate });
    effects.onApiError(apiError(503, '/api/tvsettings'));
    effects.onNeededRead(apiError(500, '/api/tvsettings'));
    expect(at).toBe(routePaths.invoices.href());
    // A write to a preload's URL is no read: maintenance at once.
    effects.onApiError(new ApiError({ status: 503, url: '/api/tvsettings', method: 'PUT' }));
    expect(at).toBe(routePaths.maintenance.href());
    // The loader's read and a hook's fail together, the second before the router has moved:
    // both keep where the customer was.
    const navigateLater = vi.fn();
    const racing = createErrorEffects({
      ...deps,
      lastUrl: () => routePaths.invoices.href(),
      navigate: navigateLater,
    });
    racing.onNeededRead(apiError(503, '/api/tvsettings'));
    racing.onNeededRead(apiError(503, '/api/tvsettings'));
    expect(navigateLater).toHaveBeenCalledTimes(2);
    expect(navigateLater).toHaveBeenLastCalledWith(routePaths.maintenance.href(), {
      replace: true,
      state: { from: routePaths.invoices.href() },
    });
  });

  it('acts once on an error met twice: the client saw it, then the loader that read it', () => {
    const { deps, effects } = setup();
    const unavailable = apiError(503);
    effects.onApiError(unavailable);
    effects.leaveMaintenance(); // "Probeer opnieuw" before the loader's late report
    effects.onNeededRead(unavailable);
    expect(deps.navigate).toHaveBeenCalledTimes(1);
  });

  it('a 401 starts logout', () => {
    const { deps, effects } = setup();
    effects.onApiError(apiError(401));
    expect(deps.navigate).toHaveBeenCalledWith(routePaths.logout.href(), {
      replace: true,
      state: logoutState('unauthorized'),
    });
  });

  it('leaves other API errors to the page that made the call', () => {
    const { deps, effects } = setup({ production: true });
    effects.onApiError(apiError(500));
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.logger.error).not.toHaveBeenCalled();
  });

  it('an unhandled 404 is logged as error and, in production, goes to /error', () => {
    const { deps, effects } = setup({ production: true });
    effects.onUnhandled(apiError(404));
    expect(deps.logger.error).toHaveBeenCalledOnce();
    expect(deps.navigate).toHaveBeenCalledWith(routePaths.error.href(), { replace: true });
  });

  it('an unhandled 500 is not logged but still fails the page', () => {
    const { deps, effects } = setup({ production: true });
    effects.onUnhandled(apiError(500));
    expect(deps.logger.error).not.toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith(routePaths.error.href(), { replace: true });
  });

  it('stays on the dashboard, which does not handle HTTP errors globally', () => {
    const { deps, effects } = setup({ production: true, handles: false });
    effects.onUnhandled(apiError(500));
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('outside production a failed page is not replaced by /error', () => {
    const { deps, effects } = setup({ production: false });
    effects.onUnhandled(new TypeError('x is undefined'));
    expect(deps.logger.error).toHaveBeenCalledWith(
      'x is undefined',
      expect.objectContaining({ stackTrace: expect.any(String) }),
    );
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('reloads the last navigated URL when a route chunk fails to load', () => {
    const { deps, effects } = setup();
    effects.onUnhandled(
      new TypeError('Failed to fetch dynamically imported module: /assets/InvoicesPage.js'),
    );
    expect(deps.reload).toHaveBeenCalledWith(`${routePaths.invoices.href()}?pagina=2`);
  });

  it('ignores unhandled errors once in maintenance mode', () => {
    const { deps, effects } = setup({ production: true });
    effects.onApiError(apiError(503));
    effects.onUnhandled(new Error('follow-up failure'));
    expect(deps.navigate).toHaveBeenCalledTimes(1);
    expect(deps.logger.error).not.toHaveBeenCalled();
  });

  it.each([0, 429])('neither logs nor shows status %i', (status) => {
    const { deps, effects } = setup({ production: true });
    effects.onUnhandled(apiError(status));
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.logger.error).not.toHaveBeenCalled();
  });
});

describe('error effects: chunk loads, browser noise, preloads (issue #16)', () => {
  const chunkError = () =>
    new TypeError('Failed to fetch dynamically imported module: /assets/InvoicesPage.js');

  it('reloads for a lost chunk once; the same failure after the reload fails the page instead', () => {
    const storage = memoryStorage();
    const first = setup({ production: true, storage, now: () => 1_000 });
    first.effects.onUnhandled(chunkError());
    expect(first.deps.reload).toHaveBeenCalledOnce();

    // The reloaded page: a new page load, the same tab's sessionStorage.
    const after = setup({ production: true, storage, now: () => 5_000 });
    after.effects.onUnhandled(chunkError());
    expect(after.deps.reload).not.toHaveBeenCalled();
    expect(after.deps.logger.error).toHaveBeenCalledOnce();
    expect(after.deps.navigate).toHaveBeenCalledWith(routePaths.error.href(), { replace: true });
  });

  it('reloads again for a lost chunk much later (a next deploy) or on another URL', () => {
    const storage = memoryStorage();
    setup({ storage, now: () => 0 }).effects.onUnhandled(chunkError());
    const later = setup({ storage, now: () => CHUNK_RELOAD_WINDOW_MS + 1 });
    later.effects.onUnhandled(chunkError());
    expect(later.deps.reload).toHaveBeenCalledOnce();
    expect(JSON.parse(storage.getItem(chunkReloadKey()) ?? '')).toEqual({
      url: `${routePaths.invoices.href()}?pagina=2`,
      at: CHUNK_RELOAD_WINDOW_MS + 1,
    });
  });

  it.each([
    'ResizeObserver loop completed with undelivered notifications.',
    'ResizeObserver loop limit exceeded',
    'Script error.',
  ])('ignores browser noise "%s", even in production', (message) => {
    const { deps, effects } = setup({ production: true });
    effects.onUnhandled(message);
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.logger.error).not.toHaveBeenCalled();
  });

  it('logs a failed preload by the catalogue and never navigates; the page meeting it logs no twin', () => {
    const { deps, effects } = setup({ production: true });
    const notFound = apiError(404, '/api/tvsettings');
    effects.onHandled(notFound);
    expect(deps.logger.error).toHaveBeenCalledOnce();
    expect(deps.navigate).not.toHaveBeenCalled();
    effects.onUnhandled(notFound);
    expect(deps.logger.error).toHaveBeenCalledOnce();
    expect(deps.navigate).toHaveBeenCalledWith(routePaths.error.href(), { replace: true });
  });

  it.each([0, 401, 429, 500, 503])('logs no failed preload with status %i', (status) => {
    const { deps, effects } = setup({ production: true });
    effects.onHandled(apiError(status));
    expect(deps.logger.error).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});
