import { DEMO_EMAIL_LINKS, customerCodes, personas } from '@vonk/sandbox';
import { beforeEach, describe, expect, it } from 'vitest';
import { getRead, isSoftFailure, reads, sendWrite, writes } from '@vonk/domain';
import type { ApiClient, WriteBody, WriteName, WriteParams, Writes } from '@vonk/domain';
import { writeResultProblems } from './contractProblems.ts';
import { inProcessSandboxClient } from './inProcessSandboxClient.ts';

const sandbox = inProcessSandboxClient();
beforeEach(() => sandbox.reset());

type Login = keyof typeof personas;
interface Sample<N extends WriteName> {
  login: Login;
  body: WriteBody<Writes[N]>;
  params?: WriteParams<Writes[N]>;
}

const jan = personas.jan;
const line = jan.voip[0]!.phoneNumber;
const address = jan.account.primaryAddress;
const openOrder = jan.orders.find((order) => order.shippingAddressChangeable)!;
const transfer = {
  currentProvider: 'Oud Net',
  currentCustomerNumber: null,
  contractEndDate: null,
  requestedSwitchDate: '2027-02-01',
  contactPhoneNumber: '0612345678',
};

/**
 * One valid request per write of the contract, typed by its schema: a new write does not compile
 * until it has a sample here, so every write is sent at least once and its answer parsed.
 */
const SAMPLES: { [N in WriteName]: Sample<N> } = {
  updatePaymentInformation: {
    login: 'jan',
    body: { accountHolderName: 'J. de Vries', iban: 'NL91ABNA0417164300', directDebitDay: 1 },
  },
  setPrimaryEmailAddress: { login: 'jan', body: { primaryEmailAddress: 'jan@example.nl' } },
  resendPrimaryEmailChange: { login: 'wachtend', body: {} },
  cancelPrimaryEmailChange: { login: 'wachtend', body: {} },
  verifyPrimaryEmailChange: { login: 'jan', body: { token: DEMO_EMAIL_LINKS.valid } },
  setPhoneNumbers: { login: 'jan', body: '0612345678' },
  changePassword: { login: 'jan', body: { currentPassword: 'welkom', newPassword: 'Langgenoeg1' } },
  createInstallmentPlan: { login: 'piet', body: { terms: 3 } },
  requestRemoteSupport: { login: 'jan', body: undefined },
  subscribeHousehold: { login: 'jan', body: {} },
  unsubscribeHousehold: { login: 'jan', body: {} },
  savePrivacySettings: { login: 'jan', body: { ...jan.details.privacy } },
  saveDisplayPreferences: {
    login: 'jan',
    body: { textSize: 150, reducedMotion: true, highContrast: true, largePrintInvoices: true },
  },
  saveOptOut: {
    login: 'jan',
    body: { id: jan.optOut.id, commercialEmail: false, newsletter: false, surveys: true },
  },
  changeShippingAddress: {
    login: 'jan',
    body: { orderId: openOrder.id, shippingAddress: address },
  },
  withdrawOrder: {
    login: 'bezorging',
    body: {
      products: ['Internet Extra'],
      name: 'Bram de Wit',
      emailAddress: 'bram.dewit@example.nl',
    },
    params: { id: 'ORD-1203' },
  },
  postponePayment: { login: 'piet', body: undefined },
  createInvoicePayment: {
    login: 'jan',
    body: { returnUrl: 'http://localhost:5173/rekeningen?betaling=%7BpaymentId%7D' },
    params: { invoiceId: 'inv-2026110001' },
  },
  addProducts: { login: 'jan', body: { products: [{ name: 'Film1' }] } },
  modifyProducts: {
    login: 'jan',
    body: {
      products: [
        { name: 'Internet Giga', previousId: jan.subscription.currentInternet!.technicalId },
      ],
    },
  },
  // Cease is refused while a contract runs or an order is open (spec §8): a customer free to cancel.
  ceaseProducts: {
    login: 'opzegger',
    body: {
      products: personas.opzegger.subscription.currentThemePackages
        .slice(0, 1)
        .map(({ name, technicalId }) => ({ name, technicalId })),
    },
  },
  orderTv: { login: 'sanne', body: { stbCount: 2 } },
  ceaseTv: { login: 'opzegger', body: {} },
  orderVoip: { login: 'sanne', body: { name: 'Vast bellen Onbeperkt' } },
  saveRecordingSettings: {
    login: 'jan',
    body: { disableLocalRecording: false, enableCloudRecording: true },
  },
  saveNumberBlocking: {
    login: 'jan',
    body: {
      phoneNumber: line,
      anonymousCallsBlocked: true,
      premiumNumbersBlocked: true,
      internationalCallsBlocked: false,
    },
  },
  saveVoicemailForwarding: {
    login: 'jan',
    body: {
      phoneNumber: line,
      voicemailEnabled: true,
      forwardingEnabled: false,
      forwardingMode: 'Busy',
      forwardingDestination: null,
    },
  },
  requestNumberPorting: {
    login: 'jan',
    body: { phoneNumber: line, donorNumber: '0301234567', donorProvider: 'Oud Net' },
  },
  resetSipPassword: { login: 'jan', body: { phoneNumber: line } },
  saveTvSettings: { login: 'jan', body: jan.tvSettings! },
  updateTransferDossier: { login: 'sanne', body: transfer },
  updateTransferDossierByReference: {
    login: 'sanne',
    body: transfer,
    params: { reference: personas.sanne.transfer!.reference },
  },
  preOrderNetworkMigration: {
    login: 'piet',
    body: { selectedInternetProduct: 'Internet Giga', wishDate: '2027-03-01' },
  },
  orderNetworkMigration: {
    login: 'piet',
    body: { selectedInternetProduct: 'Internet Giga', wishDate: '2027-03-01' },
  },
  planMove: { login: 'jan', body: { address, moveDate: '2027-03-01' } },
  applyVoucher: { login: 'jan', body: { voucherCode: 'VONK10' } },
  unapplyVoucher: { login: 'jan', body: { voucherCode: 'VONK10' } },
  log: {
    login: 'jan',
    body: { source: 'contract', message: 'proef', url: '/', stackTrace: '', level: 4 },
  },
  logExternal: {
    login: 'jan',
    body: { source: 'contract', message: 'proef', url: '/', stackTrace: '', level: 3 },
  },
};

const send = (client: ApiClient, name: WriteName) => {
  const { body, params } = SAMPLES[name] as Sample<WriteName>;
  // Each sample is typed by its own write above; here they are sent alike.
  const sendAny = sendWrite as (...args: unknown[]) => Promise<unknown>;
  return sendAny(client, writes[name], body, params);
};

describe('contract: every write of the contract, sent once', () => {
  it.each(Object.keys(writes) as WriteName[])(
    '%s answers 200 in its result schema',
    async (name) => {
      const login = SAMPLES[name].login;
      const client = sandbox.clientFor(login);
      // A read first: the API sets the XSRF cookie the write echoes.
      await client.get('/api/features');
      const answer = await send(client, name);
      const url = writes[name].url(SAMPLES[name].params as never);
      expect(sandbox.statuses.get(url)).toBe(200);
      expect(writeResultProblems(name, answer)).toEqual([]);
    },
  );

  it('the agent’s writes are checked the same way', async () => {
    const agent = sandbox.clientFor('agent', customerCodes.jan);
    await agent.get('/api/features');
    expect(
      writeResultProblems('saveNumberBlocking', await send(agent, 'saveNumberBlocking')),
    ).toEqual([]);
  });

  it.each((Object.keys(writes) as WriteName[]).filter((name) => writes[name].body === 'json'))(
    '%s refuses a body that breaks its schema with 400',
    async (name) => {
      const client = sandbox.clientFor(SAMPLES[name].login);
      await client.get('/api/features');
      const url = writes[name].url(SAMPLES[name].params as never);
      await expect(client.send(writes[name].method, url, [42])).rejects.toMatchObject({
        status: 400,
      });
    },
  );
});

/** Writes that change nothing on the account (the portal's log) or come from a public page, without a session. */
const NOT_IN_AGENT_LOG: readonly WriteName[] = [
  'log',
  'logExternal',
  'saveOptOut',
  'updateTransferDossierByReference',
  'verifyPrimaryEmailChange',
];

// postponePayment (piet) and unapplyVoucher (jan, no voucher applied) are refused here: not in it.
describe('contract: the agent log holds every agent write and nothing else (ADR 129)', () => {
  const agentLog = (login: Login) => getRead(sandbox.clientFor(login), reads.agentActions);

  it.each(Object.keys(writes) as WriteName[])('%s', async (name) => {
    const login = SAMPLES[name].login;
    const before = await agentLog(login);
    // The customer's own write is not in it.
    const customer = sandbox.clientFor(login);
    await customer.get('/api/features');
    await send(customer, name);
    expect(await agentLog(login)).toEqual(before);
    await sandbox.reset();
    // The agent's is, in Dutch, when it changes the account; a refusal changed nothing.
    const agent = sandbox.clientFor('agent', customerCodes[login]);
    await agent.get('/api/features');
    const answer = await send(agent, name);
    const refused = answer === false || isSoftFailure(answer);
    expect(await agentLog(login)).toEqual(
      refused || NOT_IN_AGENT_LOG.includes(name)
        ? before
        : [
            { at: expect.stringMatching(/^\d{4}-/), agentId: 'agent', summary: expect.any(String) },
            ...before,
          ],
    );
  });
});
