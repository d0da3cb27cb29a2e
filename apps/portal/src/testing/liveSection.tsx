import { createContext, use, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { RuntimeConfig } from '@vonk/domain';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../App.tsx';
import type { PortalRuntime } from '../session/createPortalServices.ts';
import { sandboxLoader } from './storyHarness.tsx';
import { storyServices } from './storyServices.ts';
import type { SandboxStoryParameters } from './sectionStory.tsx';

/** `parameters.sandbox` of a live section story: whose session, and config it overrides. */
export interface LiveSectionParameters extends SandboxStoryParameters {
  /** The URL the section sits at (for its links and navigations); default '/'. */
  path?: string;
  /** Today for date-bound texts, e.g. '2026-01-23'. */
  today?: string;
  /** Served config overrides, e.g. a short idle timeout. */
  config?: Partial<RuntimeConfig>;
}

const settings = (parameters: Record<string, unknown>) =>
  parameters.sandbox as LiveSectionParameters;

/** Starts the sandbox for the story's persona and fetches the runtime config from it. */
export const liveSectionLoader = ({
  parameters,
  viewMode,
}: {
  parameters: Record<string, unknown>;
  viewMode?: string;
}) => {
  const { persona, customerCode, faults } = settings(parameters);
  return sandboxLoader({
    parameters: { portal: { path: '', persona, customerCode, faults } },
    viewMode,
  });
};

type Router = ReturnType<typeof createMemoryRouter>;

/**
 * The story on screen: its plays read what auth was asked (`auth.calls`) and where the section
 * navigated to (`router.state.location`).
 */
export const liveSection: { services: PortalRuntime | null; router: Router | null } = {
  services: null,
  router: null,
};

const StorySlot = createContext<ReactNode>(null);
function Slot() {
  return <main>{use(StorySlot)}</main>;
}

interface LiveSectionProps extends LiveSectionParameters {
  served: RuntimeConfig;
  story: ReactNode;
}

function LiveSection({ served, story, ...options }: LiveSectionProps) {
  const { config: overrides, persona, customerCode, today, path = '/' } = options;
  const { services, router } = useMemo(() => {
    const config = { ...served, ...overrides };
    const services = storyServices({ config, persona, customerCode, today });
    const router = createMemoryRouter([{ path: '*', Component: Slot }], {
      initialEntries: [path],
    });
    services.attachRouter(router);
    return { services, router };
  }, [served, overrides, persona, customerCode, today, path]);
  useEffect(() => {
    liveSection.services = services;
    liveSection.router = router;
  }, [services, router]);
  return (
    <StorySlot value={story}>
      <App services={services} router={router} />
    </StorySlot>
  );
}

/**
 * One section alone with live data (ADR 088): the app's providers and services talking to the
 * sandbox through MSW, so a section that reads (`usePageData`) or writes for itself gets the
 * persona's data and answers, without the shell, the page or a route loader around it.
 */
export const liveSectionDecorator: Decorator = (Story, { parameters, loaded }) => (
  <LiveSection
    {...settings(parameters)}
    served={loaded.config as RuntimeConfig}
    story={<Story />}
  />
);

/**
 * A live section story file's `parameters` maker: the file's defaults, and what a story changes
 * over them, e.g. `sandbox({ persona: 'kees' })` or `sandbox({ faults: [...] })`.
 */
export const liveSandbox =
  (defaults: LiveSectionParameters) =>
  (value: Partial<LiveSectionParameters> = {}) => ({ sandbox: { ...defaults, ...value } });

/**
 * The rest of a live section story file's meta: the sandbox for `defaults.persona`, the app's
 * providers and services around the section. `title` and `component` stay literal in the meta
 * object (Storybook's indexer reads them without running the file, see flowMeta):
 *
 *   const meta = { title: '…', component: Section, ...liveSectionMeta({ persona, path }) } …
 */
export function liveSectionMeta(defaults: LiveSectionParameters) {
  return {
    loaders: [liveSectionLoader],
    decorators: [liveSectionDecorator],
    parameters: { sandbox: defaults },
  };
}
