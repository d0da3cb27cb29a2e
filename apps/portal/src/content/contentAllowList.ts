import type { Config } from 'dompurify';

/**
 * What content HTML may contain (ADR 062): text structure, lists, tables and links. No forms, no
 * styles, no media, no SVG/MathML, no ids or names (DOM clobbering), no data or aria attributes.
 * Anything not listed is removed, its text kept.
 */
export const CONTENT_TAGS = [
  'p',
  'br',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'abbr',
  'code',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'hr',
  'a',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

export const CONTENT_ATTRIBUTES = [
  'href',
  'title',
  'class',
  'target',
  'colspan',
  'rowspan',
  'scope',
  'lang',
];

/** Named again although the allow-list already leaves them out: the intent, for a reviewer. */
const FORBIDDEN_TAGS = [
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'style',
  'link',
  'meta',
  'base',
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'img',
  'video',
];

/**
 * `https:`, `mailto:` and `tel:` urls, and urls without a scheme (in-app `routerlink`s). The link
 * hook checks the resolved url again (a scheme-relative `//host` must be https or same-origin).
 */
export const CONTENT_URL = /^(?:(?:https|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

export const CONTENT_PURIFY_CONFIG = {
  ALLOWED_TAGS: CONTENT_TAGS,
  ALLOWED_ATTR: CONTENT_ATTRIBUTES,
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: ['style', 'id', 'name', 'srcdoc', 'formaction', 'xlink:href'],
  ALLOWED_URI_REGEXP: CONTENT_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_XML: true,
  WHOLE_DOCUMENT: false,
  KEEP_CONTENT: true,
} satisfies Config;
