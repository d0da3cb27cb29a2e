import { beforeEach, describe, expect, it } from 'vitest';
import { customerCodes, personas } from '../../personas/index.ts';
import { inProcessApi } from '../../testing/inProcessApi.ts';

let api: ReturnType<typeof inProcessApi>;
beforeEach(() => {
  api = inProcessApi();
});
const json = async (response: Response | Promise<Response>) => (await response).json();

describe('account settings', () => {
  it('changes payment information only with a valid IBAN', async () => {
    const jan = api.as('jan');
    const change = {
      accountHolderName: 'J. de Vries',
      iban: 'NL20 INGB 0001 2345 67',
      directDebitDay: 1,
    };
    expect(
      await json(
        jan.send('PUT', '/api/account/paymentinformation', {
          ...change,
          iban: 'NL00INGB0001234567',
        }),
      ),
    ).toMatchObject({
      success: false,
    });
    expect(await json(jan.send('PUT', '/api/account/paymentinformation', change))).toEqual({
      success: true,
    });
    expect(await json(jan.get('/api/account/paymentinformation'))).toEqual({
      ...change,
      iban: 'NL20INGB0001234567',
    });
  });

  it('stores privacy settings and rejects unknown channels', async () => {
    const jan = api.as('jan');
    const settings = {
      commercialOfferings: false,
      commercialOfferingsChannels: [],
      useResearchData: true,
      useResearchDataChannels: ['Letter'],
    };
    expect(
      (
        await jan.send('POST', '/api/account/privacysettings', {
          ...settings,
          useResearchDataChannels: ['Fax'],
        })
      ).status,
    ).toBe(400);
    expect(await json(jan.send('POST', '/api/account/privacysettings', settings))).toEqual({
      success: true,
    });
    expect(await json(jan.get('/api/account/privacysettings'))).toEqual(settings);
  });

  it('sets the phone numbers (sent as text)', async () => {
    const sanne = api.as('sanne');
    await sanne.send(
      'POST',
      '/api/account/setPhoneNumbers',
      '+31 6 1111 2222, 020-1234567',
      'text/plain',
    );
    expect(await json(sanne.get('/api/account/customerinfo'))).toMatchObject({
      contactInformation: [
        { contactType: 'MobilePhoneNumber', value: '0611112222' },
        { contactType: 'PhoneNumber', value: '0201234567' },
      ],
    });
  });

  it('checks the current password', async () => {
    const jan = api.as('jan');
    expect(
      await json(
        jan.send('POST', '/api/account/changePassword', {
          currentPassword: 'fout',
          newPassword: 'Nieuw-wachtwoord1',
        }),
      ),
    ).toMatchObject({
      success: false,
    });
    expect(
      await json(
        jan.send('POST', '/api/account/changePassword', {
          currentPassword: 'welkom',
          newPassword: 'Nieuw-wachtwoord1',
        }),
      ),
    ).toEqual({
      success: true,
    });
  });

  it('serves contract info and the contract PDF', async () => {
    expect(await json(api.as('jan').get('/api/account/contractinfo'))).toEqual(
      personas.jan.details.contract,
    );
    const pdf = await api.as('jan').get('/api/account/contractpdf');
    expect(pdf.headers.get('Content-Disposition')).toContain('contract.pdf');
  });
});

describe('address lookup', () => {
  it('finds every addition at a known address, whatever the postcode spelling', async () => {
    const found = (await json(api.as('jan').get('/api/AddressLookup/1015kk/88'))) as {
      houseNumberAddition: string;
    }[];
    expect(found.map((address) => address.houseNumberAddition).sort()).toEqual(['1', '2', '3']);
    expect(await json(api.as('jan').get('/api/AddressLookup/9999ZZ/1'))).toEqual([]);
  });
});

describe('billing', () => {
  it('lets piet (in arrears) take an installment plan once, which ends dunning', async () => {
    const piet = api.as('piet');
    expect(await json(piet.get('/api/installmentplan'))).toBeNull();
    expect((await piet.send('POST', '/api/installmentplan', { terms: 5 })).status).toBe(400);
    expect(await json(piet.send('POST', '/api/installmentplan', { terms: 3 }))).toEqual({
      success: true,
    });
    const plan = (await json(piet.get('/api/installmentplan'))) as {
      installments: { amount: number }[];
    };
    expect(plan.installments.map((term) => term.amount)).toEqual([54.96, 54.96, 54.98]);
    expect(await json(piet.get('/api/invoices/dunningstatus'))).toMatchObject({
      inDunning: false,
      stage: 'None',
    });
    expect(await json(piet.send('POST', '/api/installmentplan', { terms: 3 }))).toMatchObject({
      success: false,
    });
  });

  it('refuses an installment plan to a customer who is not eligible', async () => {
    expect(
      await json(api.as('jan').send('POST', '/api/installmentplan', { terms: 2 })),
    ).toMatchObject({ success: false });
  });

  it('postpones the open invoice once', async () => {
    const jan = api.as('jan');
    expect(await json(jan.get('/api/postponepayment'))).toEqual({
      possible: true,
      invoiceId: 'inv-2026110001',
      newDueDate: '2026-12-06',
      alreadyPostponed: false,
    });
    expect(await json(jan.send('POST', '/api/postponepayment'))).toBe(true);
    expect(await json(jan.get('/api/postponepayment'))).toMatchObject({
      possible: false,
      alreadyPostponed: true,
    });
    expect(await json(jan.send('POST', '/api/postponepayment'))).toBe(false);
    expect(await json(api.as('piet').get('/api/postponepayment'))).toMatchObject({
      possible: false,
    });
  });

  it('answers 404 for an unknown invoice PDF', async () => {
    expect((await api.as('jan').get('/api/invoices/pdf/inv-0')).status).toBe(404);
  });
});

describe('outages, remote mechanic, household, GDPR', () => {
  it('lists the outage and open requests of storing, and adds a request', async () => {
    const storing = api.as('storing');
    expect(await json(storing.get('/api/outages/incidents'))).toEqual({
      incidents: personas.storing.outages,
    });
    expect(await json(storing.send('POST', '/api/remotemechanic'))).toBe(true);
    expect(await json(storing.get('/api/remotemechanic/open'))).toMatchObject([{ status: 'Open' }]);
  });

  it('unsubscribes storing from the household benefit, after which joining is possible', async () => {
    const storing = api.as('storing');
    expect(await json(storing.get('/api/household/dashboardaddress'))).toEqual(
      personas.storing.account.primaryAddress,
    );
    expect(await json(storing.send('POST', '/api/household/unsubscribe', {}))).toEqual({
      success: true,
    });
    expect(await json(storing.get('/api/household/mayjoin'))).toBe(true);
    expect(await json(storing.get('/api/household/dashboardaddress'))).toBeNull();
  });

  it('refuses the household benefit to a new customer', async () => {
    expect(await json(api.as('nieuw').send('POST', '/api/household/subscribe', {}))).toMatchObject({
      success: false,
    });
  });

  it('refuses a Klantvoordeel sign-up that names no mobile number, and keeps it open', async () => {
    const jan = api.as('jan');
    expect(await json(jan.send('POST', '/api/household/subscribe', { phoneNumbers: [] }))).toEqual({
      success: false,
      field: 'phoneNumbers',
      message: 'Kies minstens één mobiel nummer dat meedoet.',
    });
    expect(await json(jan.get('/api/household/registration'))).toBeNull();
    expect(await json(jan.get('/api/household/mayjoin'))).toBe(true);
  });

  it('offers the GDPR data as a text file', async () => {
    const jan = api.as('jan');
    expect(await json(jan.get('/api/gdpr/availability'))).toMatchObject({ available: true });
    const file = await jan.get('/api/gdpr/data');
    expect(file.headers.get('Content-Disposition')).toContain('gdprdata.txt');
    expect(await file.text()).toContain(customerCodes.jan);
  });
});

describe('agent acting for a customer', () => {
  it('writes to the customer in the token', async () => {
    const agent = api.as('agent', customerCodes.sanne);
    expect(await json(agent.send('POST', '/api/household/subscribe', {}))).toEqual({
      success: true,
    });
    expect(await json(api.as('sanne').get('/api/household/mayjoin'))).toBe(false);
  });
});
