import type { Decorator } from '@storybook/react-vite';
import type { RuntimeConfig } from '@vonk/domain';
import type { SandboxHandlerOptions } from '@vonk/sandbox/msw';
import type { Login } from '@vonk/sandbox/personas';
import { PortalStory } from './PortalStory.tsx';
import { startStorySandbox } from './sandboxWorker.ts';

/** Story parameters of a page story: which URL, whose session, which faults. */
export interface PortalStoryParameters {
  path: string;
  /** Logged-in persona (default 'jan'); null for anonymous public pages. */
  persona?: Login | null;
  /** Persona whose data the API serves (agents: the customer they opened). */
  customerCode?: string;
  faults?: SandboxHandlerOptions['faults'];
  production?: boolean;
}

const settings = (parameters: Record<string, unknown>) =>
  parameters.portal as PortalStoryParameters;

/** Starts the sandbox for the story and fetches the runtime config from it, as main.tsx does. */
export const sandboxLoader = async ({ parameters }: { parameters: Record<string, unknown> }) => {
  const { persona = 'jan', customerCode, faults, production } = settings(parameters);
  await startStorySandbox({ persona: persona ?? 'jan', customerCode, faults, production });
  const config = (await (await fetch('/config.json')).json()) as RuntimeConfig;
  return { config };
};

/** Renders the portal at `parameters.portal.path` instead of the component. */
export const portalDecorator: Decorator = (_Story, { parameters, loaded }) => {
  const { path, persona = 'jan', customerCode } = settings(parameters);
  return (
    <PortalStory
      path={path}
      persona={persona}
      customerCode={customerCode}
      config={loaded.config as RuntimeConfig}
    />
  );
};
