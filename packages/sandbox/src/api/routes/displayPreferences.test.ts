import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_PREFERENCES } from '@vonk/domain/contract';
import { personas } from '../../personas/index.ts';
import { inProcessApi } from '../../testing/inProcessApi.ts';

// Issue #30 (ADR 142): the display preferences are the customer's, kept by the API.

let api: ReturnType<typeof inProcessApi>;
beforeEach(() => {
  api = inProcessApi();
});
const json = async (response: Response | Promise<Response>) => (await response).json();
const pdfText = async (response: Response | Promise<Response>) =>
  new TextDecoder('latin1').decode(await (await response).arrayBuffer());

describe('GET and PUT /api/account/preferences', () => {
  it('answers the defaults for a customer who never chose', async () => {
    expect(await json(api.as('jan').get('/api/account/preferences'))).toEqual(
      DEFAULT_DISPLAY_PREFERENCES,
    );
  });

  it("answers grote-letters' preferences from the persona", async () => {
    expect(await json(api.as('grote-letters').get('/api/account/preferences'))).toEqual(
      personas['grote-letters'].displayPreferences,
    );
  });

  it('stores all four, and refuses a text size that is not offered', async () => {
    const jan = api.as('jan');
    const chosen = {
      textSize: 125,
      reducedMotion: true,
      highContrast: true,
      largePrintInvoices: false,
    };
    expect(
      (await jan.send('PUT', '/api/account/preferences', { ...chosen, textSize: 200 })).status,
    ).toBe(400);
    expect((await jan.send('PUT', '/api/account/preferences', { textSize: 125 })).status).toBe(400);
    expect(await json(jan.send('PUT', '/api/account/preferences', chosen))).toEqual({
      success: true,
    });
    expect(await json(jan.get('/api/account/preferences'))).toEqual(chosen);
    // Another customer's stay their own.
    expect(await json(api.as('sanne').get('/api/account/preferences'))).toEqual(
      DEFAULT_DISPLAY_PREFERENCES,
    );
  });

  it('sends the invoice PDF in large print (18 pt) when the customer chose it', async () => {
    const jan = api.as('jan');
    const [invoice] = personas.jan.billing.invoices;
    const standard = await pdfText(jan.get(`/api/invoices/pdf/${invoice!.id}`));
    expect(standard).toContain('/F1 14 Tf');
    expect(standard).not.toContain('grote letters');
    await jan.send('PUT', '/api/account/preferences', {
      ...DEFAULT_DISPLAY_PREFERENCES,
      largePrintInvoices: true,
    });
    const large = await pdfText(jan.get(`/api/invoices/pdf/${invoice!.id}`));
    expect(large).toContain('/F1 18 Tf 72 760 Td 27 TL');
    // PDF strings escape their parentheses: the first line says it is large print.
    expect(large).toContain(`(Factuur ${invoice!.invoiceNumber} \\(grote letters\\))`);
    expect(large).toContain(`/Title (Factuur ${invoice!.invoiceNumber} in grote letters)`);
  });
});
