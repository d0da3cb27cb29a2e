import { useEffect, useSyncExternalStore } from 'react';

/**
 * What a page adds to the route's title while it is shown (WCAG 2.4.2, issue #30, ADR 141): the
 * flow step ("Stap 2 van 3: Overzicht") and whether an error summary or form error is on screen
 * (the title then starts with "Fout: "). One small store beside the route table's titles, read by
 * useDocumentTitle; pages set it through the hooks below, never document.title.
 */
interface TitleParts {
  step: string | null;
  errors: number;
}

let parts: TitleParts = { step: null, errors: 0 };
const listeners = new Set<() => void>();

function set(next: TitleParts) {
  parts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTitleParts(): TitleParts {
  return useSyncExternalStore(subscribe, () => parts);
}

/** While mounted, the title names this flow step, e.g. "Stap 2 van 3: Overzicht". */
export function useTitleStep(step: string | null): void {
  useEffect(() => {
    if (!step) return;
    set({ ...parts, step });
    return () => {
      if (parts.step === step) set({ ...parts, step: null });
    };
  }, [step]);
}

/** While `shown`, the title starts with "Fout: " (an error summary, a refused or failed save). */
export function useTitleError(shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    set({ ...parts, errors: parts.errors + 1 });
    return () => set({ ...parts, errors: parts.errors - 1 });
  }, [shown]);
}

/**
 * The Section props of a flow step (ADR 141): "Stap 2 van 3" under its title, the tab title
 * "Stap 2 van 3: <title> – <page>", and its heading is where focus goes when the step arrives.
 */
export function useFlowStep(step: string, title: string) {
  useTitleStep(`${step}: ${title}`);
  return { title, description: step, arrival: true } as const;
}
