import type { Decorator } from '@storybook/react-vite';
import type { RuntimeConfig } from '@vonk/domain';
import { CONTENT_EDIT_MODE_KEY, CSRF_COOKIE, clearFormDrafts, formDraftKey } from '@vonk/domain';
import type { SandboxHandlerOptions } from '@vonk/sandbox/msw';
import type { Login } from '@vonk/sandbox/personas';
import { PortalStory } from './PortalStory.tsx';
import { inDocsPage, inOwnIframeInDocs } from './docsIframe.tsx';
import { startStorySandbox } from './sandboxWorker.ts';
import { storyTracking } from './storyTracking.ts';
import './allPageMessages.ts';
import { loginTrackingKey, markLoginToTrack } from '../tracking/loginMark.ts';

/** Story parameters of a page story: which URL, whose session, which faults. */
export interface PortalStoryParameters {
  path: string;
  /** The history entry's state, as the portal's own navigation sets it (e.g. a logout intent). */
  state?: unknown;
  /** Logged-in persona (default 'jan'); null for anonymous public pages. */
  persona?: Login | null;
  /** Persona whose data the API serves (agents: the customer they opened). */
  customerCode?: string;
  faults?: SandboxHandlerOptions['faults'];
  production?: boolean;
  /** Today for date-bound notices, e.g. '2026-01-23'. */
  today?: string;
  /** The identity provider refuses the code /auth-callback redeems. */
  codeRefused?: boolean;
  /** The session has just logged in: the shell tracks the login (spec §4). */
  justLoggedIn?: boolean;
  /** Local storage entries set before the story, e.g. the content edit-mode flag. */
  localStorage?: Record<string, string>;
  /** Form drafts kept by an earlier 503/401, by form id (the one form mechanism, ADR 016). */
  drafts?: Record<string, Record<string, unknown>>;
}

/** No story inherits the drafts an earlier one left (sessionStorage outlives a story). */
function seedDrafts(drafts: PortalStoryParameters['drafts'] = {}) {
  clearFormDrafts(sessionStorage, location.host);
  for (const [formId, values] of Object.entries(drafts)) {
    sessionStorage.setItem(formDraftKey(location.host, formId), JSON.stringify(values));
  }
}

const settings = (parameters: Record<string, unknown>) =>
  parameters.portal as PortalStoryParameters;

/**
 * Starts the sandbox for the story and fetches the runtime config from it, as main.tsx does. In a
 * docs page it starts nothing: the story renders in its own iframe there (docsIframe.tsx, ADR 147).
 */
export const sandboxLoader = async ({
  parameters,
  viewMode,
}: {
  parameters: Record<string, unknown>;
  viewMode?: string;
}) => {
  if (inDocsPage({ viewMode })) return { config: null, ...inOwnIframeInDocs };
  const { persona = 'jan', customerCode, faults, production, justLoggedIn } = settings(parameters);
  storyTracking.reset();
  sessionStorage.removeItem(loginTrackingKey());
  localStorage.removeItem(CONTENT_EDIT_MODE_KEY);
  for (const [key, value] of Object.entries(settings(parameters).localStorage ?? {})) {
    localStorage.setItem(key, value);
  }
  seedDrafts(settings(parameters).drafts);
  if (justLoggedIn) markLoginToTrack();
  // The CSRF token a signed-in portal echoes on writes (spec §7.2): seeded before the first
  // request, since a mocked response's Set-Cookie does not reach document.cookie.
  if (!document.cookie.includes(`${CSRF_COOKIE}=`))
    document.cookie = `${CSRF_COOKIE}=story-${crypto.randomUUID()}; path=/; SameSite=Strict`;
  await startStorySandbox({ persona: persona ?? 'jan', customerCode, faults, production });
  const config = (await (await fetch('/config.json')).json()) as RuntimeConfig;
  return { config };
};

/** Renders the portal at `parameters.portal.path` instead of the component. */
export const portalDecorator: Decorator = (_Story, { parameters, loaded }) => {
  const { path, state, persona = 'jan', customerCode, today, codeRefused } = settings(parameters);
  return (
    <PortalStory
      path={path}
      state={state}
      persona={persona}
      customerCode={customerCode}
      today={today}
      codeRefused={codeRefused}
      config={loaded.config as RuntimeConfig}
    />
  );
};
