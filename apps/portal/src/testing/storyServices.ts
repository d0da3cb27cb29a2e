import type { RuntimeConfig } from '@vonk/domain';
import type { Login } from '@vonk/sandbox/personas';
import { createPortalServices } from '../session/createPortalServices.ts';
import type { PortalRuntime } from '../session/createPortalServices.ts';
import { createStoryAuth } from './storyAuth.ts';
import { storyTracking } from './storyTracking.ts';

export interface StoryServicesOptions {
  config: RuntimeConfig;
  persona: Login | null;
  customerCode?: string;
  /** Today for date-bound notices, e.g. '2026-01-23' (default: the clock). */
  today?: string;
  /** The identity provider refuses the code /auth-callback redeems. */
  codeRefused?: boolean;
}

/**
 * The app's own services for a story: a session for a sandbox persona, writes and page views into
 * the story's tracking recorder, the log to the console, no page-wide hooks.
 */
export function storyServices({
  config,
  persona,
  customerCode,
  today,
  codeRefused,
}: StoryServicesOptions): PortalRuntime {
  return createPortalServices(config, {
    auth: createStoryAuth({ persona, customerCode, codeRefused }),
    tracking: storyTracking,
    logger: {
      warn: async (message) => console.warn(message),
      error: async (message) => console.error(message),
    },
    reload: (url) => console.info('reload', url),
    today: today ? () => new Date(`${today}T12:00:00`) : undefined,
    pageHooks: false,
  });
}
