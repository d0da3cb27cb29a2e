import { customerCodes, customerLogins, personas } from '@vonk/sandbox';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, getRead, reads, readUrl } from '@vonk/domain';
import type { ApiClient, ReadName, ReadParams, Reads } from '@vonk/domain';
import { contractProblems } from './contractProblems.ts';
import { inProcessSandboxClient } from './inProcessSandboxClient.ts';

const sandbox = inProcessSandboxClient();

const sessions = [
  ...customerLogins.map((login) => ({ name: login, login, client: sandbox.clientFor(login) })),
  // Spec §6: an agent works on one customer at a time, every request carrying X-Customer-Code.
  ...customerLogins.map((login) => ({
    name: `agent for ${login}`,
    login,
    client: sandbox.clientFor('agent', customerCodes[login]),
  })),
];

type Login = (typeof customerLogins)[number];
type ParamsOf<K extends ReadName> = Exclude<ReadParams<Reads[K]>, undefined | void>;
type NeedsParams = {
  [K in ReadName]: [ReadParams<Reads[K]>] extends [void] ? never : K;
}[ReadName];

/**
 * The parameters each parameterised read is asked with, per persona: typed, so a new read with
 * parameters does not compile until it is listed here. `null`: the persona has nothing to ask for
 * (no order, no credit); the read is then covered by the other personas.
 */
const PARAMS: { [K in NeedsParams]: (login: Login) => ParamsOf<K>[] } = {
  addressLookup: (login) => {
    const { postalCode, houseNumber } = personas[login].account.primaryAddress;
    return [{ postalCode, houseNumber }];
  },
  optOut: (login) => [{ id: personas[login].optOut.id }],
  completedOrders: () => [{ page: 1 }, { page: 2 }],
  installmentPlanProposal: () => [{ terms: 2 }, { terms: 3 }, { terms: 6 }, { terms: 4 }],
  order: (login) => personas[login].orders.map(({ id }) => ({ id })),
  productOrderHistory: () => [{ partnerName: 'F-Secure' }, { partnerName: 'Onbekend' }],
  credit: (login) => personas[login].credits.map(({ id }) => ({ id })),
  invoiceLines: (login) => personas[login].billing.invoices.map(({ id }) => ({ id })),
  payment: (login) =>
    (personas[login].billing.payments ?? []).map(({ paymentId }) => ({ id: paymentId })),
  networkMigrationOffer: () => [
    {},
    { selectedInternetProduct: 'Internet 1000', wishDate: '2027-01-04' },
  ],
  tvProducts: (login) => [{}, { address: personas[login].account.primaryAddress }],
  availableProducts: () => [{}, { category: 'Tv' }],
  netCodeCheck: () => [{ phoneNumber: '0201234567', postalCode: '1011 AB' }],
  netCodeCheckByPath: () => [{ phoneNumber: '0201234567', postalCode: '1011AB' }],
  vodUsage: () => [{}, { month: '2026-10' }],
  voipUsage: () => [{}, { month: '2026-10' }],
  // Public-link references are random per sandbox process (ADR 064): from the persona data.
  transferDossierByReference: () => [{ reference: personas.sanne.transfer!.reference }],
  returnLabel: () => [{ reference: personas.jan.returnLabels![0]!.reference }],
};

/** Reads a persona's state makes fail on purpose, with the status (README persona table). */
const FAILING_READS: Partial<Record<Login, Partial<Record<ReadName, number>>>> = {
  // Spec §8 "privacy settings unavailable: try again later".
  lotte: { privacySettings: 502 },
};

/** Every read of the contract with the parameters to ask it with. */
function requests(login: Login): { name: ReadName; params: unknown }[] {
  return (Object.keys(reads) as ReadName[]).flatMap((name) =>
    name in PARAMS
      ? PARAMS[name as NeedsParams](login).map((params: unknown) => ({ name, params }))
      : [{ name, params: undefined }],
  );
}

beforeAll(async () => {
  // Every persona, as the earlier tests in this worker may have left them.
  await sandbox.reset();
});

describe('contract: every GET × every persona answers 200 in its schema (or its listed failure)', () => {
  it('covers every customer persona, the states of issues #11 to #14 included', () => {
    expect([...customerLogins].sort()).toEqual([
      'bezorging',
      'contract-eindigt',
      'contract-midden',
      'contract-voorbij',
      'facturen-elders',
      'geen-regeling',
      'grote-letters',
      'incasso',
      'ingepakt',
      'jan',
      'kees',
      'kortingscode',
      'lage-achterstand',
      'lotte',
      'nieuw',
      'opgezegd',
      'opzegger',
      'opzegging-loopt',
      'overstap',
      'overstap-ingevuld',
      'overstap-klaar',
      'piet',
      'regeling',
      'regeling-elders',
      'sanne',
      'storing',
      'uitstel-gebruikt',
      'veilig-dubbel',
      'verhuizer',
      'versterker',
      'wachtend',
    ]);
  });

  describe.each(sessions)('$name', ({ login, client }) => {
    it.each(
      requests(login).map(
        (request) => [request.name, JSON.stringify(request.params), request] as const,
      ),
    )('%s %s', async (_name, _params, { name, params }) => {
      const read = reads[name] as Parameters<typeof getRead>[1];
      const url = readUrl(read, params as never);
      const failing = FAILING_READS[login]?.[name];
      if (failing) {
        expect(await rejectedStatus(getRead(client as ApiClient, read, params as never))).toBe(
          failing,
        );
        return;
      }
      const body = await getRead(client as ApiClient, read, params as never);
      expect(sandbox.statuses.get(url)).toBe(200);
      expect(contractProblems(name, body)).toEqual([]);
    });
  });

  it.each(customerLogins)(
    'the agent sees %s as an agent, with the same data the customer sees',
    async (login) => {
      const agent = sandbox.clientFor('agent', customerCodes[login]);
      const account = await agent.get('/api/account');
      expect(account.customerId).toBe(customerCodes[login]);
      expect(account.isAgent).toBe(true);
      const own = await sandbox.clientFor(login).get('/api/account');
      expect({ ...account, isAgent: false }).toEqual(own);
      expect(await agent.get('/api/subscription')).toEqual(
        await sandbox.clientFor(login).get('/api/subscription'),
      );
    },
  );

  it('a customer sending another customer’s code gets 403 as ApiError', async () => {
    const jan = sandbox.clientFor('jan', undefined, customerCodes.sanne);
    expect(await rejectedStatus(jan.get('/api/account'))).toBe(403);
    expect(sandbox.statuses.get('/api/account')).toBe(403);
    // Their own code is fine.
    const own = sandbox.clientFor('jan', undefined, customerCodes.jan);
    expect((await own.get('/api/account')).customerId).toBe(customerCodes.jan);
  });

  it('an agent whose header names another customer than the session gets 403', async () => {
    const agent = sandbox.clientFor('agent', customerCodes.jan, customerCodes.sanne);
    expect(await rejectedStatus(agent.get('/api/invoices'))).toBe(403);
    const noCode = sandbox.clientFor('agent', customerCodes.jan, '');
    expect(await rejectedStatus(noCode.get('/api/invoices'))).toBe(403);
  });
});

/** The status of the ApiError `promise` rejects with. */
async function rejectedStatus(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).status;
}
