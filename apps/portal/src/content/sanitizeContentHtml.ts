import DOMPurify from 'dompurify';
import type { DOMPurify as Purifier } from 'dompurify';
import { replaceBrand } from '@vonk/domain';
import { CONTENT_PURIFY_CONFIG } from './contentAllowList.ts';
import { secureContentLink } from './contentLinks.ts';
import { contentPolicy } from './contentPolicy.ts';
import type { ContentTrustedHtml } from './contentPolicy.ts';

type Brand = { oldName: string; newName: string };

/** Safe HTML (a TrustedHTML where the browser has Trusted Types), or plain text when sanitising failed. */
export type SanitizedContent =
  { kind: 'html'; html: ContentTrustedHtml | string } | { kind: 'text'; text: string };

let purifier: Purifier | undefined;

/** Our own DOMPurify instance, so its hooks never reach another user of the library. */
function contentPurifier(): Purifier {
  purifier ??= DOMPurify(window);
  return purifier;
}

/**
 * Content HTML made safe to render (ADR 062): DOMPurify with the content allow-list, links checked
 * and marked, then the old brand name replaced in the text only (spec §1) so urls keep working.
 * Signed by the `vonk-content` policy, which DOMPurify also uses to parse: it never creates its own.
 * Fails closed: if anything throws, the caller gets the text without markup, never raw HTML.
 */
export function sanitizeContentHtml(html: string, brand: Brand): SanitizedContent {
  try {
    return { kind: 'html', html: purify(html, brand) };
  } catch {
    return { kind: 'text', text: contentAsText(html, brand) };
  }
}

function purify(html: string, brand: Brand): ContentTrustedHtml | string {
  const policy = contentPolicy();
  const purify = contentPurifier();
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') secureContentLink(node, location.origin, document.baseURI);
  });
  let fragment: DocumentFragment;
  try {
    fragment = purify.sanitize(withoutReportingMarkup(html), {
      ...CONTENT_PURIFY_CONFIG,
      // Ours, or explicitly none: DOMPurify must never create a policy of its own.
      TRUSTED_TYPES_POLICY: policy,
      RETURN_DOM_FRAGMENT: true,
    });
  } finally {
    purify.removeAllHooks();
  }
  if (brand.oldName) {
    const walker = document.createTreeWalker(fragment, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      node.textContent = replaceBrand(node.textContent ?? '', brand);
    }
  }
  const container = document.createElement('div');
  container.append(fragment);
  return policy ? policy.createHTML(container.innerHTML) : container.innerHTML;
}

/**
 * Handler and style attributes, and style elements, taken out of the string before DOMPurify parses
 * it. Nothing in them would run or apply (DOMPurify parses inertly and drops them), but Chromium
 * still files a CSP report for each while parsing — `script-src-attr` for a handler (DOMPurify issue
 * #900), `style-src-elem` for a `<style>` — and production must see zero reports (ADR 053, 082).
 * An attribute counts after whitespace, `/` (`<img/src/onerror=…>`) or a closing quote. DOMPurify
 * stays the defence; this only keeps the reports meaningful.
 */
export function withoutReportingMarkup(html: string): string {
  return html
    .replace(/<style\b[^>]*>[\s\S]*?(?:<\/style\s*>|$)/gi, '')
    .replace(/([\s/"'])(?:on[a-z]+|style)\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi, '$1 ');
}

/** The fail-closed fallback: tags dropped, rendered by React as a text node (so never parsed). */
export function contentAsText(html: string, brand: Brand): string {
  const text = html
    .replace(/<[^>]*>?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return brand.oldName ? replaceBrand(text, brand) : text;
}
