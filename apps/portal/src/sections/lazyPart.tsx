import { lazy, Suspense } from 'react';
import type { ComponentProps, ComponentType } from 'react';
import { Skeleton } from '@vonk/ui';

/**
 * A part of a page the customer opens (a form behind "Wijzigen", a flow's next step): its code
 * loads when it is first shown, and `warm()` on pointer enter or focus of the control that opens
 * it starts that fetch before the click (issue #34, ADR 151), as the shell warms routes
 * (`useWarmOnIntent`). A fetch that fails before the part shows is tried again when it shows;
 * one that fails while it shows is the route's error to say (its error element).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchPart = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(fetchPart);

  /** The part, with a skeleton in its place (busy for assistive tech) while its code loads. */
  function Part({ skeletonLines = 4, ...props }: P & { skeletonLines?: number }) {
    return (
      <Suspense
        fallback={
          <div aria-busy="true">
            <Skeleton lines={skeletonLines} />
          </div>
        }
      >
        <Lazy {...(props as ComponentProps<typeof Lazy>)} />
      </Suspense>
    );
  }

  /** Starts the fetch: give it to `onPointerEnter` and `onFocus` of what opens the part. */
  const warm = () => {
    fetchPart().catch(() => undefined);
  };
  return { Part, warm, intent: { onPointerEnter: warm, onFocus: warm } };
}
