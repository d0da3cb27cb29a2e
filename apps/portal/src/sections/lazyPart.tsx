import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import type { ComponentProps, ComponentType, RefObject } from 'react';
import { FocusTarget, Skeleton, focusArrival } from '@vonk/ui';

/**
 * A part of a page the customer opens (a form behind "Wijzigen", a flow's next step): its code
 * loads when it is first shown, and `warm()` on pointer enter or focus of the control that opens
 * it starts that fetch before the click (issue #34, ADR 151), as the shell warms routes
 * (`useWarmOnIntent`). A fetch that fails before the part shows is tried again when it shows;
 * one that fails while it shows is the route's error to say (its error element).
 *
 * A part whose code is already here (warmed) renders at once, with no skeleton between. An
 * `arrival` part is a flow's step or receipt that a navigation arrives at (ADR 141): while its
 * code loads, its skeleton is the arrival target that takes focus, and the step's own marked
 * heading takes it over when it shows.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { arrival = false }: { arrival?: boolean } = {},
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
    /** Where the skeleton took arrival focus (its <main>), for the part to take it over. */
    const focusedIn = useRef<HTMLElement | null>(null);
    if (Loaded) return <Loaded {...(props as P)} />;
    const skeleton = <Skeleton lines={skeletonLines} />;
    return (
      <Suspense
        fallback={
          arrival ? (
            <FocusTarget
              arrival
              aria-busy="true"
              onFocus={(event) => {
                focusedIn.current = event.currentTarget.closest('main') ?? document.body;
              }}
            >
              {skeleton}
            </FocusTarget>
          ) : (
            <div aria-busy="true">{skeleton}</div>
          )
        }
      >
        <Lazy {...(props as ComponentProps<typeof Lazy>)} />
        {arrival && <ArrivalHandOver focusedInRef={focusedIn} />}
      </Suspense>
    );
  }

  /** Starts the fetch: give it to `onPointerEnter` and `onFocus` of what opens the part. */
  const warm = () => {
    fetchPart().catch(() => undefined);
  };
  return { Part, warm, intent: { onPointerEnter: warm, onFocus: warm } };
}

/**
 * Mounts with the part that replaced a focused skeleton: focus, lost with the skeleton, goes to
 * the part's arrival target (its step heading), as after any navigation (ADR 141).
 */
function ArrivalHandOver({ focusedInRef }: { focusedInRef: RefObject<HTMLElement | null> }) {
  useLayoutEffect(() => {
    const container = focusedInRef.current;
    focusedInRef.current = null;
    const active = document.activeElement;
    if (container?.isConnected && (!active || active === document.body)) focusArrival(container);
  }, [focusedInRef]);
  return null;
}
