import { customerCodes, customerLogins } from '@vonk/sandbox';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GetPath } from '../src/contract/index.ts';
import { getResponseShapes } from './getResponseShapes.ts';
import { inProcessSandboxClient } from './inProcessSandboxClient.ts';

const sandbox = inProcessSandboxClient();
const paths = Object.keys(getResponseShapes) as GetPath[];

const sessions = [
  ...customerLogins.map((login) => ({ name: login, client: sandbox.clientFor(login) })),
  { name: 'agent for jan', client: sandbox.clientFor('agent', customerCodes.jan) },
];

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

  it('the agent sees jan as an agent (X-Customer-Code sent by the client)', async () => {
    const agent = sandbox.clientFor('agent', customerCodes.jan);
    const account = await agent.get('/api/account');
    expect(account.customerId).toBe(customerCodes.jan);
    expect(account.isAgent).toBe(true);
  });
});
