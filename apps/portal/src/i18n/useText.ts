import { useContext } from 'react';
import { CONTENT_EDIT_MODE_KEY, contentText, isContentEditMode } from '@vonk/domain';
import { PortalContext } from '../session/PortalContext.tsx';
import type { MessageId } from './messages.ts';
import { TextFormatContext } from './textFormat.ts';
import type { TextValues } from './textFormat.ts';

const NO_BRAND = { oldName: '', newName: '' };

/** The stored content edit-mode flag (spec §1); storage that cannot be read means off. */
export function readContentEditMode(): boolean {
  try {
    return isContentEditMode(localStorage.getItem(CONTENT_EDIT_MODE_KEY));
  } catch {
    return false;
  }
}

/**
 * Looks up a catalogue text by its content key: `t('notFound.title')`. Spec §1: the old brand
 * name becomes the new one (runtime config `brand`); in content edit mode the raw key is shown.
 * Works before the runtime config exists (config error page): then no brand is replaced.
 */
export function useText(): (id: MessageId, values?: TextValues) => string {
  const formatText = useContext(TextFormatContext);
  const brand = useContext(PortalContext)?.config.brand ?? NO_BRAND;
  if (!formatText) throw new Error('useText needs a PortalIntlProvider above it.');
  const editMode = readContentEditMode();
  return (id, values) =>
    contentText(id, editMode ? '' : formatText(id, values), { editMode, brand });
}
