import { describe, expect, it, vi } from 'vitest';
import { updatePaymentInformation } from './account/updatePaymentInformation.ts';
import { createInstallmentPlan } from './installmentPlan/createInstallmentPlan.ts';
import { invoicePdfUrl, invoicesPdfUrl } from './invoices/paths.ts';
import { outageIncidents } from './outages/outageIncidents.ts';
import { saveDisplayPreferences } from './preferences/saveDisplayPreferences.ts';
import { savePrivacySettings } from './privacy/savePrivacySettings.ts';
import { downgradeProducts } from './products/downgradeProducts.ts';
import { requestRemoteSupport } from './remoteMechanic/requestRemoteSupport.ts';
import { fakeClient } from './testing/fakeClient.ts';
import { json } from './testing/fakeFetch.ts';

function setup(
  respond: Parameters<typeof fakeClient>[0] = (request) => json({ url: request.url }),
) {
  const onMutation = vi.fn();
  return { ...fakeClient(respond, { onMutation }), onMutation };
}

describe('resource calls (spec §7.2, §8)', () => {
  it('invoice PDF URLs repeat invoiceIds', () => {
    expect(invoicesPdfUrl(['A1', 'B 2'])).toBe('/api/invoices/pdf?invoiceIds=A1&invoiceIds=B+2');
    expect(invoicePdfUrl('A/1')).toBe('/api/invoices/pdf/A%2F1');
  });

  it('outage incidents default to none for {}', () => {
    expect(outageIncidents({})).toEqual([]);
    expect(outageIncidents(undefined)).toEqual([]);
  });

  it.each([
    [() => json({ success: true }), { sent: true }],
    [() => new Response(null, { status: 204 }), { sent: true }],
    [() => json({ success: false }), { sent: false, message: null }],
    [() => json({ success: false, message: 'Nee.' }), { sent: false, message: 'Nee.' }],
    [() => json({}, 500), { sent: true }],
  ])('createInstallmentPlan counts as sent on error recovery (%#)', async (respond, expected) => {
    const { client } = setup(respond);
    await expect(createInstallmentPlan(client, { terms: 3 })).resolves.toEqual(expected);
  });

  it('requestRemoteSupport posts an empty body and reads true', async () => {
    const { client, requests } = setup(() => json(true));
    await expect(requestRemoteSupport(client)).resolves.toBe(true);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/remotemechanic',
      body: undefined,
    });
  });

  it('downgrade with no product returns false without a request', async () => {
    const { client, requests } = setup();
    await expect(downgradeProducts(client, [])).resolves.toBe(false);
    expect(requests).toHaveLength(0);
    await expect(
      downgradeProducts(client, [{ name: 'Overal Veilig Online 3', previousId: 'P1' }]),
    ).resolves.toBe(true);
    expect(requests[0]?.body).toBe(
      '{"products":[{"name":"Overal Veilig Online 3","previousId":"P1"}]}',
    );
  });

  it('payment information update reports a tracked change error and rethrows', async () => {
    const { client, onMutation } = setup(() => json({}, 400));
    await expect(
      updatePaymentInformation(client, {
        accountHolderName: 'J',
        iban: 'NL91ABNA0417164300',
        directDebitDay: 1,
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(onMutation).toHaveBeenCalledWith(
      expect.objectContaining({
        success: false,
        tracking: { category: 'SS - Betaalgegevens', label: 'Betaalgegevens wijzigen' },
      }),
    );
  });

  it('savePrivacySettings posts to the privacy URL', async () => {
    const { client, requests } = setup();
    await savePrivacySettings(client, {
      commercialOfferings: true,
      commercialOfferingsChannels: ['Email'],
      useResearchData: false,
      useResearchDataChannels: [],
    });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/account/privacysettings' });
  });
  it("saveDisplayPreferences puts all four and is tracked as 'SS - Weergave' (issue #30)", async () => {
    const { client, requests, onMutation } = setup(() => json({ success: true }));
    const preferences = {
      textSize: 150,
      reducedMotion: false,
      highContrast: true,
      largePrintInvoices: true,
    } as const;
    await expect(saveDisplayPreferences(client, preferences)).resolves.toEqual({ success: true });
    expect(requests[0]).toMatchObject({ method: 'PUT', url: '/api/account/preferences' });
    expect(JSON.parse(String(requests[0]?.body))).toEqual(preferences);
    expect(onMutation).toHaveBeenCalledWith(
      expect.objectContaining({
        success: true,
        tracking: { category: 'SS - Weergave', label: 'Weergave en toegankelijkheid opslaan' },
      }),
    );
  });
});
