import type { Login } from '@vonk/sandbox/personas';
import { portalDecorator, sandboxLoader } from './storyHarness.tsx';
import type { PortalStoryParameters } from './storyHarness.tsx';

/**
 * The day the /abonnementen flow stories run on: start dates (today, on delivery) and end dates
 * are computed from it, so a fixed day keeps the stories true next year.
 */
export const FLOW_TODAY = '2026-11-23';

/** A flow story's `parameters`: the portal at `value.path` for `value.persona`, on FLOW_TODAY. */
export const flowPortal = (value: PortalStoryParameters) => ({
  portal: { today: FLOW_TODAY, ...value },
});

/**
 * The rest of a flow story file's meta: the sandbox, the whole portal at `path` for `persona`,
 * full screen. `title` and `component` stay literal in the story file's meta object, which
 * Storybook's indexer reads without running the file (a default export built by a call is refused):
 *
 *   const meta = { title: '…', component: Flow, ...flowMeta({ path, persona }) } satisfies Meta<…>;
 */
export function flowMeta({ path, persona }: { path: string; persona: Login }) {
  return {
    loaders: [sandboxLoader],
    decorators: [portalDecorator],
    parameters: { layout: 'fullscreen', ...flowPortal({ path, persona }) },
  };
}
