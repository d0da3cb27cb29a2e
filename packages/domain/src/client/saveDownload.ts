/** Spec §9: downloaded object URLs are revoked after 40 s (long enough for slow save dialogs). */
export const OBJECT_URL_LIFETIME_MS = 40_000;

/** Saves a blob under `fileName` through a temporary link; the object URL is revoked after 40 s. */
export function saveDownload(
  { blob, fileName }: { blob: Blob; fileName: string },
  doc: Document = document,
): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
