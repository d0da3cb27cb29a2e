import { routePaths } from '../navigation/routePaths.ts';
import { OPT_OUT_ID_PARAM, OPT_OUT_PATHS } from '../privacy/urls.ts';
import { RETURN_REFERENCE_PARAM, returnLabelPath } from '../shippingLabels/paths.ts';
import { TRANSFER_PATHS } from '../transfer/urls.ts';

/** What a redacted credential is replaced with: readable in a log, no longer a key. */
export const REDACTED = '[verwijderd]';

/** What an API path builder puts before its one segment (an empty segment is refused). */
const prefixOf = (path: (segment: string) => string) => path('x').slice(0, -1);

/**
 * Path prefixes whose next segment is a credential (ADR 064): the public transfer page and the
 * public API paths behind the e-mail links (transfer dossier, return label, opt-out).
 */
const SECRET_SEGMENT_PREFIXES = [
  routePaths.completeTransfer.pattern.split('/:')[0]! + '/',
  ...[TRANSFER_PATHS.byReference, returnLabelPath, OPT_OUT_PATHS.byId].map(prefixOf),
];

/**
 * Query and fragment parameters that are credentials: the e-mail links' references, the OIDC
 * callback's `code` and `state`, and anything named like a token. `id` is only the unsubscribe
 * link's, but redacting every `id=` costs a log reader little and misses nothing.
 */
const SECRET_PARAMS = [
  RETURN_REFERENCE_PARAM,
  OPT_OUT_ID_PARAM,
  'code',
  'state',
  'session_state',
  'id_token_hint',
  '[a-z_]*token[a-z_]*',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const END = String.raw`[^/?#&\s"'<>)]*`;

const segmentPattern = new RegExp(
  `(${SECRET_SEGMENT_PREFIXES.map(escape).join('|')})(?!${escape(REDACTED)})([^/?#\\s"'<>)]+)`,
  'gi',
);
const paramPattern = new RegExp(`([?&#;](?:${SECRET_PARAMS.join('|')})=)(${END})`, 'gi');
// An encoded url inside another url (a `returnUrl=` parameter, a login redirect) hides the `?`:
// its value runs on through percent-escapes up to an encoded `&` or `#`.
const encodedParamPattern = new RegExp(
  `((?:%3F|%26|%23)(?:${SECRET_PARAMS.join('|')})%3D)([^&#\\s"'<>)%]*(?:%(?!26|23)[0-9a-f]{2}[^&#\\s"'<>)%]*)*)`,
  'gi',
);

/**
 * Any text that may hold a url (a page url, a request url, an error message, an analytics page
 * path) with the credentials in it replaced by REDACTED (ADR 064): public-link references
 * (`/retour-label?referentie=`, `/overstappen-afronden/{reference}`, `/unsubscribe?id=`, and the
 * API paths they call) and the login callback's `code`. Everything else is left as it was.
 */
export function redactSecrets(text: string): string {
  if (!text) return text;
  return text
    .replace(segmentPattern, (_, prefix: string) => `${prefix}${REDACTED}`)
    .replace(paramPattern, (_, name: string, value: string) =>
      value ? `${name}${REDACTED}` : name,
    )
    .replace(encodedParamPattern, (_, name: string, value: string) =>
      value ? `${name}${encodeURIComponent(REDACTED)}` : name,
    );
}
