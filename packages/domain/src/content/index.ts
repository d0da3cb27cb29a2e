export { CONTENT_EDIT_MODE_KEY, contentText, isContentEditMode, replaceBrand } from './rules.ts';
