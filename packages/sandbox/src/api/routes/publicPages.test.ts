import { beforeEach, describe, expect, it } from 'vitest';
import { personas } from '../../personas/index.ts';
import { inProcessApi } from '../../testing/inProcessApi.ts';

let api: ReturnType<typeof inProcessApi>;
beforeEach(() => {
  api = inProcessApi();
});
const anonymous = (method: string, path: string, body?: unknown) =>
  api.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

const details = {
  currentProvider: 'Glasvezel Noord',
  currentCustomerNumber: 'GN-77812',
  contractEndDate: '2026-12-31',
  requestedSwitchDate: '2027-01-02',
  contactPhoneNumber: '06 8765 4321',
};

// Public-link references are random per sandbox process (ADR 064): read from the persona data.
const sanneReference = personas.sanne.transfer!.reference;

describe('transfer dossier', () => {
  it('is completed anonymously by reference (/overstappen-afronden), then submitted', async () => {
    expect(
      await (await anonymous('GET', `/api/transfer/reference/${sanneReference}`)).json(),
    ).toMatchObject({ status: 'DetailsRequired' });
    expect(
      await (await anonymous('PUT', `/api/transfer/reference/${sanneReference}`, details)).json(),
    ).toEqual({ success: true });
    expect(await (await api.as('sanne').get('/api/transfer/status')).json()).toEqual({
      active: true,
      reference: sanneReference,
      status: 'Submitted',
    });
    expect(
      await (await anonymous('PUT', `/api/transfer/reference/${sanneReference}`, details)).json(),
    ).toMatchObject({ success: false });
    expect((await anonymous('GET', '/api/transfer/reference/OV-0000')).status).toBe(404);
  });

  it('is the own dossier for a logged-in customer', async () => {
    expect(
      await (
        await api.as('sanne').send('PUT', '/api/transfer', { ...details, contractEndDate: null })
      ).json(),
    ).toEqual({ success: true });
    expect(await (await api.as('sanne').get('/api/transfer')).json()).toMatchObject({
      status: 'DetailsRequired',
      currentCustomerNumber: 'GN-77812',
    });
    expect(await (await api.as('jan').get('/api/transfer')).json()).toBeNull();
    expect((await anonymous('GET', '/api/transfer')).status).toBe(401);
  });
});

describe('opt-out v2 (/unsubscribe)', () => {
  it('reads and changes preferences by the id from the e-mail, without a login', async () => {
    const id = personas.jan.optOut.id;
    expect(await (await anonymous('GET', `/api/optout/v2/${id}`)).json()).toMatchObject({
      emailAddress: 'j***@example.nl',
      newsletter: true,
    });
    const change = { id, commercialEmail: false, newsletter: false, surveys: true };
    expect(await (await anonymous('PUT', '/api/optout/v2', change)).json()).toEqual({
      success: true,
    });
    expect(await (await anonymous('GET', `/api/optout/v2/${id}`)).json()).toMatchObject({
      commercialEmail: false,
      newsletter: false,
    });
    expect((await anonymous('GET', '/api/optout/v2/unknown')).status).toBe(404);
  });
});
