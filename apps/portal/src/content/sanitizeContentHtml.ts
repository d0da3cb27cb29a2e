import DOMPurify from 'dompurify';
import { replaceBrand } from '@vonk/domain';

/**
 * Content HTML made safe to render: DOMPurify removes scripts, event handlers, `javascript:` urls
 * and anything else executable; then the old brand name is replaced in the text only (spec §1),
 * so urls and attributes keep working.
 */
export function sanitizeContentHtml(
  html: string,
  brand: { oldName: string; newName: string },
): string {
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  if (brand.oldName) {
    const walker = document.createTreeWalker(fragment, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      node.textContent = replaceBrand(node.textContent ?? '', brand);
    }
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
