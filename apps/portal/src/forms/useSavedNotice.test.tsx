import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSavedNotice } from './useSavedNotice.ts';

describe('useSavedNotice', () => {
  it('says saved only once the page’s own after-save is done, until something changes', async () => {
    let finish = () => {};
    const afterSave = () => new Promise<void>((resolve) => (finish = resolve));
    const { result } = renderHook(() => useSavedNotice(afterSave));
    expect(result.current.saved).toBe(false);

    let saving: Promise<void> = Promise.resolve();
    act(() => {
      saving = result.current.onSaved();
    });
    expect(result.current.saved).toBe(false);
    await act(async () => {
      finish();
      await saving;
    });
    expect(result.current.saved).toBe(true);

    act(() => result.current.clear());
    expect(result.current.saved).toBe(false);
  });
});
