import { customerCodes, customerLogins } from '@vonk/sandbox';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@vonk/domain';
import type { GetPath } from '@vonk/domain';
import { getResponseShapes } from './getResponseShapes.ts';
import { inProcessSandboxClient } from './inProcessSandboxClient.ts';

const sandbox = inProcessSandboxClient();
const paths = Object.keys(getResponseShapes) as GetPath[];

const sessions = [
  ...customerLogins.map((login) => ({ name: login, client: sandbox.clientFor(login) })),
  // Spec §6: an agent works on one customer at a time, every request carrying X-Customer-Code.
  ...customerLogins.map((login) => ({
    name: `agent for ${login}`,
    client: sandbox.clientFor('agent', customerCodes[login]),
  })),
];

/** The status of the ApiError `promise` rejects with. */
async function rejectedStatus(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).status;
}

beforeAll(async () => {
  // Every persona, as the earlier tests in this worker may have left them.
  await sandbox.reset();
});

describe('contract: every GET of GetResponses against the real sandbox API', () => {
  it('covers the customer personas jan, sanne, nieuw, piet and storing', () => {
    expect([...customerLogins].sort()).toEqual(['jan', 'nieuw', 'piet', 'sanne', 'storing']);
  });

  describe.each(sessions)('$name', ({ client }) => {
    it.each(paths)('GET %s answers 200 in the contract shape', async (path) => {
      const body = await client.get(path);
      expect(sandbox.statuses.get(path)).toBe(200);
      expect(getResponseShapes[path].check(body, path)).toEqual([]);
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
