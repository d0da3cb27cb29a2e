import { customerCodes } from '@vonk/sandbox';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@vonk/domain';
import { LOG_PATH } from '@vonk/domain';
import { createLogger } from '@vonk/domain';
import { inProcessSandboxClient } from './inProcessSandboxClient.ts';

const sandbox = inProcessSandboxClient();
const EXTERNAL = '/api/log/external';

beforeAll(async () => {
  await sandbox.reset();
  // A read first: the API sets the XSRF cookie the log POSTs echo.
  await sandbox.clientFor('jan').get('/api/features');
});

const loggerFor = (client: ApiClient, isLoggedIn: boolean) =>
  createLogger({
    source: 'mijn-vonk-portal',
    externalEndpoint: EXTERNAL,
    isLoggedIn: () => isLoggedIn,
    post: (url, entry) => client.send('POST', url, entry),
    currentUrl: () => 'http://portal.test/rekeningen',
    storage: { getItem: () => null },
  });

describe('contract: the logger against the real log endpoints (spec §7.2, §3 log entry)', () => {
  it('logged in: warnings (3) and errors (4) reach /api/log for the customer; info stays local', async () => {
    expect(LOG_PATH).toBe('/api/log');
    const before = (await sandbox.logs()).length;
    const logger = loggerFor(sandbox.clientFor('jan'), true);
    await logger.info('alleen lokaal');
    await logger.warn('traag antwoord');
    await logger.error('kapot', { stackTrace: 'Error: kapot\n    at x' });
    const received = (await sandbox.logs()).slice(before);
    expect(received).toMatchObject([
      {
        source: 'mijn-vonk-portal',
        message: 'traag antwoord',
        url: 'http://portal.test/rekeningen',
        level: 3,
        external: false,
        customerCode: customerCodes.jan,
      },
      { message: 'kapot', level: 4, stackTrace: 'Error: kapot\n    at x', external: false },
    ]);
  });

  it('not logged in: the entry goes to the external endpoint without a token', async () => {
    const before = (await sandbox.logs()).length;
    await loggerFor(sandbox.anonymousClient(), false).error('op een publieke pagina');
    expect((await sandbox.logs()).slice(before)).toMatchObject([
      { message: 'op een publieke pagina', level: 4, external: true, customerCode: null },
    ]);
  });
});
