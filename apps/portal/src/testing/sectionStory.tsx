import type { Decorator } from '@storybook/react-vite';
import type { ReadDescriptor } from '@vonk/domain';
import type { SandboxHandlerOptions } from '@vonk/sandbox/msw';
import type { Login } from '@vonk/sandbox/personas';
import { PortalIntlProvider } from '../i18n/PortalIntlProvider.tsx';
import { PortalContext } from '../session/PortalContext.tsx';
import { startStorySandbox } from './sandboxWorker.ts';
import { testServices } from './testServices.ts';
import './allPageMessages.ts';

/** `parameters.sandbox` of a section story: whose data its props are built from (ADR 088). */
export interface SandboxStoryParameters {
  persona: Login;
  customerCode?: string;
  faults?: SandboxHandlerOptions['faults'];
}

/** One GET of the contract, answered by the story's sandbox for its persona. */
export type SandboxGet = <T, P>(read: ReadDescriptor<T, P>, params: P) => Promise<T>;

/**
 * A loader that builds a section's props from the sandbox (the same Hono app and personas as
 * `npm start`, through MSW): `loaded.props`. The story never types a persona's data a second
 * time; what the page derives from its reads, `build` derives with the same domain functions.
 */
export function sandboxProps<Props>(build: (get: SandboxGet) => Promise<Props>) {
  return ({ parameters }: { parameters: Record<string, unknown> }) =>
    oneAtATime(() => load(parameters.sandbox as SandboxStoryParameters, build));
}

/**
 * A docs page runs the loaders of all its stories at once against one sandbox: each persona's
 * start-and-read runs alone, so a block gets its own persona's data (issue #32, ADR 147).
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const result = queue.then(task, task);
  queue = result.catch(() => undefined);
  return result;
}

async function load<Props>(
  { persona, customerCode, faults }: SandboxStoryParameters,
  build: (get: SandboxGet) => Promise<Props>,
) {
  await startStorySandbox({ persona, customerCode, faults });
  const get: SandboxGet = async (read, params) => {
    // Any bearer token counts as the story's persona (sandboxHandlers).
    const response = await fetch(read.url(params), {
      headers: { authorization: 'Bearer story' },
    });
    if (!response.ok) throw new Error(`${read.pattern}: ${response.status}`);
    return (await response.json()) as never;
  };
  return { props: await build(get) };
}

/**
 * One section alone (no router, shell or page): its texts and the portal's services. Page and
 * flow stories show the same section in place.
 */
export const sectionDecorator: Decorator = (Story) => (
  <PortalIntlProvider>
    <PortalContext value={testServices()}>
      <main>
        <Story />
      </main>
    </PortalContext>
  </PortalIntlProvider>
);
