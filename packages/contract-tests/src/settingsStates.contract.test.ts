import { beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  changePassword,
  downloadGdprData,
  getRead,
  reads,
  savePrivacySettings,
} from '@vonk/domain';
import { personas } from '@vonk/sandbox';
import { inProcessSandboxClient } from './inProcessSandboxClient.ts';

// The persona states issue #13 added (README persona table): what the sandbox answers for them.
const sandbox = inProcessSandboxClient();

beforeEach(() => sandbox.reset());

describe('settings and personal-data states', () => {
  it('kees: the inzageverzoek is not ready, so its file cannot be downloaded yet', async () => {
    const client = sandbox.clientFor('kees');
    expect(await getRead(client, reads.gdprAvailability)).toEqual({
      available: false,
      preparedOn: null,
    });
    const error = await downloadGdprData(client, () => undefined).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
  });

  it('kees: privacy settings are readable but blocked for changes, with the reason', async () => {
    const client = sandbox.clientFor('kees');
    const settings = await getRead(client, reads.privacySettings);
    expect(settings).toEqual(personas.kees.details.privacy);
    expect(await savePrivacySettings(client, { ...settings, commercialOfferings: true })).toEqual({
      success: false,
      message: 'Je privacy-instellingen kun je op dit moment niet wijzigen.',
    });
  });

  it('kees: a move is planned and his second line is being ported', async () => {
    const client = sandbox.clientFor('kees');
    const move = await getRead(client, reads.plannedMove);
    expect(move?.orderId).toBe('ORD-6003');
    const order = await getRead(client, reads.order, { id: 'ORD-6003' });
    expect(order.items[0]?.orderType).toBe('Move');
    const { lines } = await getRead(client, reads.voipSettings);
    expect(lines.map((line) => line.numberPorting.status)).toEqual(['None', 'Requested']);
  });

  it('lotte: privacy settings are unavailable (502)', async () => {
    const error = await getRead(sandbox.clientFor('lotte'), reads.privacySettings).catch(
      (caught) => caught,
    );
    expect((error as ApiError).status).toBe(502);
  });

  it('changePassword names the field a refusal is about', async () => {
    const client = sandbox.clientFor('jan');
    expect(
      await changePassword(client, { currentPassword: 'fout', newPassword: 'Zomer2026' }),
    ).toEqual({
      success: false,
      message: 'Je huidige wachtwoord is niet juist.',
      field: 'currentPassword',
    });
    expect(
      await changePassword(client, { currentPassword: 'welkom', newPassword: 'zomer' }),
    ).toEqual({
      success: false,
      message: 'Dit wachtwoord voldoet niet aan de eisen. Kies een ander wachtwoord.',
      field: 'newPassword',
    });
  });
});
