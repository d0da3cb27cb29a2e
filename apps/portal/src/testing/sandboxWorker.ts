import { setupWorker } from 'msw/browser';
import type { SetupWorker } from 'msw/browser';
import { sandboxHandlers } from '@vonk/sandbox/msw';
import type { SandboxHandlerOptions } from '@vonk/sandbox/msw';

let worker: SetupWorker | undefined;
let started: Promise<unknown> | undefined;

/**
 * Points the browser's MSW worker at a fresh sandbox app for this story: the same Hono app, personas
 * and faults as `npm start`, without a server. Other requests (Vite modules) pass through.
 */
export async function startStorySandbox(options: SandboxHandlerOptions): Promise<void> {
  worker ??= setupWorker();
  started ??= worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
  });
  await started;
  worker.resetHandlers(...sandboxHandlers(options));
}
