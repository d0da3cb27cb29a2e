import { describe, expect, it, vi } from 'vitest';
import { ApiError, routePaths } from '@vonk/domain';
import { createErrorEffects } from './createErrorEffects.ts';

function setup({ production = false, handles = true } = {}) {
  const deps = {
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
  it('a 503 anywhere opens /maintenance, replacing the URL', () => {
    const { deps, effects } = setup();
    effects.onApiError(apiError(503));
    expect(deps.navigate).toHaveBeenCalledWith(routePaths.maintenance.href(), { replace: true });
  });

  it('a 401 starts logout', () => {
    const { deps, effects } = setup();
    effects.onApiError(apiError(401));
    expect(deps.navigate).toHaveBeenCalledWith(routePaths.logout.href(), { replace: true });
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
