/**
 * What makes rendered content unsafe, as readable findings (empty = safe): an element or attribute
 * outside the allow-list that can run code or clobber, a link outside https/mailto/tel/same-origin,
 * or an external link without `rel="noopener noreferrer"`. Self-contained (its lists inside), so
 * Playwright can run it in a page served by the production server (ADR 082).
 */
export function unsafeFindings(root: Element, origin: string): string[] {
  /** Elements content may never carry, sanitised or not (ADR 062). */
  const UNSAFE_ELEMENTS = [
    'script',
    'iframe',
    'frame',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'select',
    'textarea',
    'style',
    'link',
    'meta',
    'base',
    'svg',
    'math',
    'template',
    'img',
    'video',
    'audio',
    'noscript',
    'noembed',
    'noframes',
    'xmp',
    'plaintext',
    'title',
    'isindex',
    'keygen',
    'dialog',
    'details',
  ].join(', ');

  const UNSAFE_ATTRIBUTE = /^(?:on|style$|id$|name$|srcdoc$|formaction$|xlink:|popover)/i;
  const SCHEMES = new Set(['https:', 'mailto:', 'tel:']);
  const findings: string[] = [];
  for (const element of root.querySelectorAll(UNSAFE_ELEMENTS)) {
    findings.push(`<${element.localName}> present`);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      if (UNSAFE_ATTRIBUTE.test(attribute.name)) {
        findings.push(`<${element.localName} ${attribute.name}> present`);
      }
    }
    const href = element.getAttribute('href');
    if (href === null) continue;
    let url: URL | null = null;
    try {
      url = new URL(href, origin);
    } catch {
      findings.push(`unparsable href ${JSON.stringify(href)}`);
      continue;
    }
    if (url.origin === origin) continue;
    if (!SCHEMES.has(url.protocol)) findings.push(`href ${JSON.stringify(href)}`);
    else if (url.protocol === 'https:' && element.getAttribute('rel') !== 'noopener noreferrer') {
      findings.push(`external link without rel: ${JSON.stringify(href)}`);
    }
  }
  return findings;
}
