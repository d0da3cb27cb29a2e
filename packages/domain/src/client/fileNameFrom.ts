/**
 * The download name from a Content-Disposition header (RFC 6266 `filename*` first), else the
 * last path segment of the URL.
 */
export function fileNameFrom(contentDisposition: string | null, url: string): string {
  if (contentDisposition) {
    const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(contentDisposition);
    if (extended?.[1]) return decodeURIComponent(extended[1].trim());
    const plain = /filename\s*=\s*"?([^";]+)"?/.exec(contentDisposition);
    if (plain?.[1]) return plain[1].trim();
  }
  const path = url.split('?')[0] ?? '';
  return path.split('/').filter(Boolean).pop() ?? 'download';
}
