const SCHEMES = new Set(['https:', 'mailto:', 'tel:']);

/** Said after the text of a content link that opens a new tab (issue 30, WCAG G201). */
export const NEW_TAB_HINT = '(opent in nieuw tabblad)';

/**
 * A link in content after DOMPurify kept it (ADR 062): its resolved url must be same-origin or
 * `https:`/`mailto:`/`tel:` (else the href goes); a link to another site gets
 * `rel="noopener noreferrer"`; `target` may only open a new tab, and such a link says so in its
 * visible text (content HTML may hold no icon: ADR 062's allow-list has no SVG).
 */
export function secureContentLink(link: Element, origin: string, base: string): void {
  const href = link.getAttribute('href');
  if (href !== null) {
    let url: URL | null = null;
    try {
      url = new URL(href, base);
    } catch {
      url = null;
    }
    if (!url || (url.origin !== origin && !SCHEMES.has(url.protocol))) {
      link.removeAttribute('href');
    } else if (url.origin !== origin && url.protocol === 'https:') {
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
  const target = link.getAttribute('target');
  if (target !== null && target !== '_blank') link.removeAttribute('target');
  if (target === '_blank') {
    link.setAttribute('rel', 'noopener noreferrer');
    if (!link.textContent?.includes(NEW_TAB_HINT)) {
      link.append(link.ownerDocument.createTextNode(` ${NEW_TAB_HINT}`));
    }
  }
}
