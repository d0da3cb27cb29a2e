import { lazy, Suspense, useState } from 'react';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { Skeleton } from '@vonk/ui';

/** How a part shows while its code loads, and what mounts with it once it shows (lazyStep). */
export interface LazyPartOptions {
  /** Wraps the skeleton; default a busy <div>. */
  Busy?: ComponentType<{ children: ReactNode }>;
  /** Mounts beside the part when it replaces the skeleton. */
  Shown?: ComponentType;
}

function BusyBlock({ children }: { children: ReactNode }) {
  return <div aria-busy="true">{children}</div>;
}

/**
 * A part of a page the customer opens (a form behind "Wijzigen", a flow's next step): its code
 * loads when it is first shown, and `warm()` on pointer enter or focus of the control that opens
 * it starts that fetch before the click (issue #34, ADR 151), as the shell warms routes
 * (`useWarmOnIntent`). A fetch that fails before the part shows is tried again when it shows;
 * one that fails while it shows is the route's error to say (its error element). A part whose
 * code is already here (warmed) renders at once, with no skeleton between.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { Busy = BusyBlock, Shown }: LazyPartOptions = {},
) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const fetchPart = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(fetchPart);

  /** The part, with a skeleton in its place (busy for assistive tech) while its code loads. */
  function Part({ skeletonLines = 4, ...props }: P & { skeletonLines?: number }) {
    // Decided once per mount: switching from the lazy to the loaded type would remount the part.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...(props as P)} />;
    return (
      <Suspense
        fallback={
          <Busy>
            <Skeleton lines={skeletonLines} />
          </Busy>
        }
      >
        <Lazy {...(props as ComponentProps<typeof Lazy>)} />
        {Shown && <Shown />}
      </Suspense>
    );
  }

  /** Starts the fetch: give it to `onPointerEnter` and `onFocus` of what opens the part. */
  const warm = () => {
    fetchPart().catch(() => undefined);
  };
  /**
   * Fetches the code and waits for it, never failing (the part tries again when it shows): for a
   * route's reads when their answer says the page opens with the part (a dossier that waits for
   * the customer's details), so the page opens with it in place of a skeleton.
   */
  const ready = () =>
    fetchPart().then(
      () => undefined,
      () => undefined,
    );
  return { Part, warm, ready, intent: { onPointerEnter: warm, onFocus: warm } };
}
