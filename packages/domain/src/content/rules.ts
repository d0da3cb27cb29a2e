/** localStorage key that switches content-key edit mode on (spec §1); the value 'true' enables it. */
export const CONTENT_EDIT_MODE_KEY = 'contentEditMode';

/** Spec §1: provider texts show the new brand name instead of the old one (every occurrence). */
export function replaceBrand(text: string, brand: { oldName: string; newName: string }): string {
  return brand.oldName ? text.split(brand.oldName).join(brand.newName) : text;
}

/** Whether the stored flag turns edit mode on. */
export function isContentEditMode(storedValue: string | null): boolean {
  return storedValue === 'true';
}

/** The text to show for a content key: the raw key in edit mode, else the brand-replaced text. */
export function contentText(
  key: string,
  text: string,
  options: { editMode: boolean; brand: { oldName: string; newName: string } },
): string {
  return options.editMode ? key : replaceBrand(text, options.brand);
}
