import { useState } from 'react';

/**
 * "Saved" under a form that stays on screen after a save (settings, privacy): shown once the
 * save and the page's own after-save (a refetch) are done, gone when the person changes
 * something again. Render it with SavedStatus.
 */
export function useSavedNotice(afterSave: () => Promise<unknown>) {
  const [saved, setSaved] = useState(false);
  return {
    saved,
    /** For usePortalForm's `onSaved`. */
    onSaved: async () => {
      await afterSave();
      setSaved(true);
    },
    /** A change was made: the notice no longer speaks of what is on screen. */
    clear: () => setSaved(false),
  };
}
