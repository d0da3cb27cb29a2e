import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routePaths } from '../navigation/routePaths.ts';
import { OPT_OUT_PATHS } from '../privacy/urls.ts';
import { returnLabelPdfPath } from '../shippingLabels/paths.ts';
import { TRANSFER_PATHS } from '../transfer/urls.ts';
import { REDACTED, redactSecrets } from './redactSecrets.ts';

const SECRET = 'K7QH-2M9X-VC4T-8WJD-PZ6N-3RBF';
const ORIGIN = 'https://mijn.vonk.example';

describe('redactSecrets (ADR 064)', () => {
  it.each([
    [
      `${ORIGIN}${routePaths.returnLabel.href()}?referentie=${SECRET}`,
      `${ORIGIN}${routePaths.returnLabel.href()}?referentie=${REDACTED}`,
    ],
    [
      `${ORIGIN}${routePaths.completeTransfer.href({ reference: SECRET })}`,
      `${ORIGIN}${routePaths.completeTransfer.href({ reference: SECRET })}`.replace(
        SECRET,
        REDACTED,
      ),
    ],
    [
      `${ORIGIN}${routePaths.unsubscribe.href()}?id=${SECRET}&x=1`,
      `${ORIGIN}${routePaths.unsubscribe.href()}?id=${REDACTED}&x=1`,
    ],
    [
      `${ORIGIN}${routePaths.authCallback.href()}?code=abc.DEF_123&state=xyz`,
      `${ORIGIN}${routePaths.authCallback.href()}?code=${REDACTED}&state=${REDACTED}`,
    ],
    [
      `GET ${TRANSFER_PATHS.byReference(SECRET)} 404`,
      `GET ${TRANSFER_PATHS.byReference(SECRET)} 404`.replace(SECRET, REDACTED),
    ],
    [
      `GET ${returnLabelPdfPath(SECRET)} failed`,
      `GET ${returnLabelPdfPath(SECRET)} failed`.replace(SECRET, REDACTED),
    ],
    [
      `GET ${OPT_OUT_PATHS.byId(SECRET)}`,
      `GET ${OPT_OUT_PATHS.byId(SECRET)}`.replace(SECRET, REDACTED),
    ],
    [
      '/x#access_token=eyJ.a.b&token_type=Bearer',
      `/x#access_token=${REDACTED}&token_type=${REDACTED}`,
    ],
  ])('%s', (input, expected) => {
    expect(redactSecrets(input)).toBe(expected);
  });

  it('finds a url inside an encoded return url', () => {
    const inner = `${routePaths.returnLabel.href()}?referentie=${SECRET}`;
    const text = `/login?returnUrl=${encodeURIComponent(inner)}&lang=nl`;
    const redacted = redactSecrets(text);
    expect(redacted).not.toContain(SECRET);
    expect(redacted).not.toContain(encodeURIComponent(SECRET));
    expect(redacted).toContain('&lang=nl');
  });

  it('leaves urls without credentials alone', () => {
    for (const text of [
      `${ORIGIN}${routePaths.invoices.href()}?termijnen=3`,
      `${ORIGIN}${routePaths.completeTransfer.href()}`,
      `${ORIGIN}${routePaths.orderDetail.href({ orderId: '42' })}`,
      'Er is iets fout gegaan',
      '',
    ]) {
      expect(redactSecrets(text)).toBe(text);
    }
  });

  it('never leaks a generated reference, in any of the public links, and is idempotent', () => {
    const reference = fc.stringMatching(/^[A-Za-z0-9_~.-]{8,64}$/);
    const link = fc.constantFrom(
      (r: string) => `${routePaths.returnLabel.href()}?referentie=${encodeURIComponent(r)}`,
      (r: string) => routePaths.completeTransfer.href({ reference: r }),
      (r: string) => `${routePaths.unsubscribe.href()}?id=${encodeURIComponent(r)}`,
      (r: string) => `${routePaths.authCallback.href()}?state=s&code=${encodeURIComponent(r)}`,
      (r: string) => TRANSFER_PATHS.byReference(r),
      (r: string) => returnLabelPdfPath(r),
      (r: string) => OPT_OUT_PATHS.byId(r),
    );
    fc.assert(
      fc.property(reference, link, fc.constantFrom('', ORIGIN), (r, toUrl, origin) => {
        fc.pre(!REDACTED.includes(r) && !origin.includes(r));
        const text = `fout op ${origin}${toUrl(r)} (status 404)`;
        const once = redactSecrets(text);
        expect(once).not.toContain(r);
        expect(redactSecrets(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });
});
