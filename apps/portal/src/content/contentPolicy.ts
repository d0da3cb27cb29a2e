import type { WindowLike } from 'dompurify';

type PolicyFactory = NonNullable<WindowLike['trustedTypes']>;
export type ContentPolicy = ReturnType<PolicyFactory['createPolicy']>;
export type ContentTrustedHtml = ReturnType<ContentPolicy['createHTML']>;

/** The only Trusted Types policy the portal creates; production CSP allows exactly this name. */
export const CONTENT_POLICY_NAME = 'vonk-content';

let policy: ContentPolicy | null | undefined;

/**
 * The `vonk-content` policy (ADR 062), created once, on first use, when the browser has Trusted
 * Types; `null` when it has none. Its `createHTML` passes text through unchanged, so only the
 * content sanitiser may hold it: it hands it to DOMPurify (to parse the input and sign the output)
 * and nobody else imports this module. Script URLs are never allowed in content: that hook throws.
 * If creating the policy throws (CSP forbids the name, or it already exists), this throws too and
 * the sanitiser fails closed.
 */
export function contentPolicy(): ContentPolicy | null {
  if (policy !== undefined) return policy;
  const factory = (window as unknown as WindowLike).trustedTypes;
  policy = factory
    ? factory.createPolicy(CONTENT_POLICY_NAME, {
        createHTML: (html: string) => html,
        createScriptURL: () => {
          throw new TypeError('vonk-content: script URLs are never allowed in content');
        },
      })
    : null;
  return policy;
}
