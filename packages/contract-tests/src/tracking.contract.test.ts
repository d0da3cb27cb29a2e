import { beforeEach, describe, expect, it } from 'vitest';
import { changePassword, setPrimaryEmailAddress } from '@vonk/domain';
import { subscribeHousehold, unsubscribeHousehold } from '@vonk/domain';
import { postponePayment } from '@vonk/domain';
import { trackMutation } from '@vonk/domain';
import { createRecordingAdapter } from '@vonk/domain';
import type { DataLayerHit } from '@vonk/domain';
import { inProcessSandboxClient } from './inProcessSandboxClient.ts';

const sandbox = inProcessSandboxClient();

beforeEach(async () => {
  await sandbox.reset();
  // A read first: the API sets the XSRF cookie the writes echo.
  await sandbox.clientFor('jan').get('/api/features');
});

const describeHit = (hit: DataLayerHit) =>
  hit.event === 'trackEvent' ? [hit.eventAction, hit.eventCategory, hit.eventLabel] : [hit.event];

/** A client whose write outcomes go to a recording data layer, as the portal wires it. */
function trackedClient(login: string) {
  const port = createRecordingAdapter();
  const client = sandbox.clientFor(login, undefined, undefined, {
    onMutation: (report) => trackMutation(port, report),
  });
  const hits = () => port.hits.map(describeHit);
  return { client, hits };
}

describe('contract: write outcomes reach analytics (spec §7.2)', () => {
  it('household subscribe is tracked as SS - Aanmelden Klantvoordeel / Aanmelden Klantvoordeel (spec §7.2); unsubscribe has its own row', async () => {
    const { client, hits } = trackedClient('jan');
    await subscribeHousehold(client);
    await unsubscribeHousehold(client);
    expect(hits()).toEqual([
      ['Success', 'SS - Aanmelden Klantvoordeel', 'Aanmelden Klantvoordeel'],
      ['Success', 'SS - Afmelden Klantvoordeel', 'Afmelden Klantvoordeel'],
    ]);
  });

  it('a 2xx body success=false is tracked as Error, not as Success', async () => {
    const { client, hits } = trackedClient('jan');
    const refused = await changePassword(client, { currentPassword: 'fout', newPassword: 'x' });
    expect(refused.success).toBe(false);
    await setPrimaryEmailAddress(client, 'jan.nieuw@example.nl');
    expect(hits()).toEqual([
      ['Error', 'SS - Mijn gegevens', 'Wachtwoord wijzigen'],
      ['Success', 'SS - Mijn gegevens', 'E-mailadres wijzigen'],
    ]);
  });

  it('an HTTP failure is tracked as Error and rethrown (403: a customer with another code)', async () => {
    const port = createRecordingAdapter();
    const client = sandbox.clientFor('jan', undefined, '99999999', {
      onMutation: (report) => trackMutation(port, report),
    });
    await expect(postponePayment(client)).rejects.toMatchObject({
      status: 403,
      body: { message: expect.stringContaining('X-Customer-Code') },
    });
    expect(port.hits.map(describeHit)).toEqual([
      ['Error', 'SS - Rekeningen', 'Uitstel van betaling'],
    ]);
  });
});
