import { describe, expect, it, vi } from 'vitest';
import { postponePayment } from '../postponePayment/postponePayment.ts';
import { saveOptOut } from '../privacy/optOut.ts';
import { getRead } from '../client/descriptors.ts';
import { optOut } from '../privacy/reads.ts';
import { fakeClient } from '../testing/fakeClient.ts';
import { json } from '../testing/fakeFetch.ts';
import { VOIP_PATHS } from '../voip/urls.ts';
import {
  CONTRACT_FILE_NAME,
  changePassword,
  downloadContractPdf,
  setPhoneNumbers,
  setPrimaryEmailAddress,
} from './accountSettings.ts';
import { lookupAddress } from './addressLookup.ts';

const clientWith = (respond: Parameters<typeof fakeClient>[0]) => fakeClient(respond);

describe('account writes of spec §7.2', () => {
  it('sends the e-mail as {primaryEmailAddress}, phone numbers as text and the password payload', async () => {
    const { client, requests } = clientWith(() => json({ success: true }));
    await setPrimaryEmailAddress(client, 'jan@example.nl');
    await setPhoneNumbers(client, '0301234567, 0612345678');
    await changePassword(client, { currentPassword: 'welkom', newPassword: 'langgenoeg' });
    expect(requests.map((r) => [r.method, r.url, r.headers.get('content-type'), r.body])).toEqual([
      [
        'POST',
        '/api/account/setPrimaryEmailAdress',
        'application/json',
        '{"primaryEmailAddress":"jan@example.nl"}',
      ],
      ['POST', '/api/account/setPhoneNumbers', 'text/plain', '0301234567, 0612345678'],
      [
        'POST',
        '/api/account/changePassword',
        'application/json',
        '{"currentPassword":"welkom","newPassword":"langgenoeg"}',
      ],
    ]);
  });

  it('saves the contract as contract.pdf whatever the server calls it', async () => {
    const { client } = clientWith(
      () =>
        new Response('%PDF-1.4', {
          headers: { 'content-disposition': 'attachment; filename="x.pdf"' },
        }),
    );
    const save = vi.fn();
    await downloadContractPdf(client, save);
    expect(CONTRACT_FILE_NAME).toBe('contract.pdf');
    expect(save).toHaveBeenCalledWith({ blob: expect.any(Blob), fileName: 'contract.pdf' });
  });

  it('looks addresses up by postcode and house number', async () => {
    const { client, requests } = clientWith(() => json([]));
    await expect(lookupAddress(client, '3511 LX', 14)).resolves.toEqual([]);
    expect(requests[0]?.url).toBe('/api/AddressLookup/3511%20LX/14');
  });
});

describe('postpone payment, opt-out v2 and the net-code path variant (spec §7.2)', () => {
  it('POSTs postpone payment with no body and reads true as done', async () => {
    const { client, requests } = clientWith((request) =>
      json(request.method === 'POST' && requests.length === 1),
    );
    await expect(postponePayment(client)).resolves.toBe(true);
    await expect(postponePayment(client)).resolves.toBe(false);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/postponepayment' });
    expect(requests[0]?.body).toBeUndefined();
  });

  it('GETs opt-out by id and PUTs the preferences', async () => {
    const { client, requests } = clientWith(() => json({ success: true }));
    await getRead(client, optOut, { id: 'optout-1' });
    await saveOptOut(client, {
      id: 'optout-1',
      commercialEmail: false,
      newsletter: true,
      surveys: true,
    });
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['GET', '/api/optout/v2/optout-1'],
      ['PUT', '/api/optout/v2'],
    ]);
  });

  it('builds both net-code check URLs', () => {
    expect(VOIP_PATHS.checkNetCode('0301234567', '3511 LX')).toBe(
      '/api/voipsettings/checknetcode?phoneNumber=0301234567&postalCode=3511+LX',
    );
    expect(VOIP_PATHS.checkNetCodeByPath('0301234567', '3511 LX')).toBe(
      '/api/voipsettings/checknetcode/0301234567/3511%20LX',
    );
  });
});
