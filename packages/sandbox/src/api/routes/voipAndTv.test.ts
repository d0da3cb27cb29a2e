import { beforeEach, describe, expect, it } from 'vitest';
import { personas } from '../../personas/index.ts';
import { inProcessApi } from '../../testing/inProcessApi.ts';

let api: ReturnType<typeof inProcessApi>;
beforeEach(() => {
  api = inProcessApi();
});
const json = async (response: Response | Promise<Response>) => (await response).json();

describe('voip settings', () => {
  it('lists the lines and checks a net code in both URL forms', async () => {
    expect(await json(api.as('jan').get('/api/voipsettings'))).toEqual({
      lines: personas.jan.voip,
    });
    expect(
      await json(
        api
          .as('jan')
          .get('/api/voipsettings/checknetcode?phoneNumber=030-1234567&postalCode=3511LX'),
      ),
    ).toEqual({
      valid: true,
      expectedNetCode: '030',
    });
    expect(
      await json(api.as('jan').get('/api/voipsettings/checknetcode/0201234567/3511LX')),
    ).toMatchObject({ valid: false });
  });

  it('changes blocking, forwarding and porting of a line', async () => {
    const jan = api.as('jan');
    const line = { phoneNumber: '030 123 4567' };
    await jan.send('POST', '/api/voipsettings/numberblocking', {
      ...line,
      anonymousCallsBlocked: false,
      premiumNumbersBlocked: false,
      internationalCallsBlocked: true,
    });
    const forwarding = {
      ...line,
      voicemailEnabled: false,
      forwardingEnabled: true,
      forwardingMode: 'Busy',
      forwardingDestination: null,
    };
    expect(
      await json(jan.send('POST', '/api/voipsettings/voicemailforwarding', forwarding)),
    ).toMatchObject({ success: false });
    await jan.send('POST', '/api/voipsettings/voicemailforwarding', {
      ...forwarding,
      forwardingDestination: '06-12345678',
    });
    await jan.send('POST', '/api/voipsettings/numberporting', {
      ...line,
      donorNumber: '0307654321',
      donorProvider: 'Oud Net',
    });
    const [settings] = (
      (await json(jan.get('/api/voipsettings'))) as { lines: Record<string, unknown>[] }
    ).lines;
    expect(settings).toMatchObject({
      numberBlocking: { internationalCallsBlocked: true, anonymousCallsBlocked: false },
      voicemailForwarding: {
        forwardingEnabled: true,
        forwardingMode: 'Busy',
        forwardingDestination: '0612345678',
      },
      numberPorting: { status: 'Requested', donorNumber: '0307654321' },
    });
  });

  it('hands out a SIP password and refuses unknown lines', async () => {
    const result = await json(
      api.as('jan').send('POST', '/api/voipsettings/sippassword', { phoneNumber: '0301234567' }),
    );
    expect(result).toEqual({ success: true, sipPassword: expect.stringMatching(/^\w{12}$/) });
    expect(
      (
        await api
          .as('jan')
          .send('POST', '/api/voipsettings/sippassword', { phoneNumber: '0209999999' })
      ).status,
    ).toBe(404);
  });
});

describe('usage costs', () => {
  it('sums one month of calls and rentals in whole cents, and refuses a month that is none', async () => {
    for (const kind of ['vod', 'voip']) {
      const month = (await json(api.as('jan').get(`/api/usage/${kind}`))) as {
        month: string;
        items: { price: number }[];
        total: number;
      };
      expect(month.month).toBe(new Date().toISOString().slice(0, 7));
      const cents = month.items.reduce((sum, item) => sum + Math.round(item.price * 100), 0);
      expect(month.total).toBe(cents / 100);
    }
    expect((await api.as('jan').get('/api/usage/vod?month=2026-13')).status).toBe(400);
  });
});

describe('tv settings', () => {
  it('are null without TV and can be changed with it', async () => {
    expect(await json(api.as('sanne').get('/api/tvsettings'))).toBeNull();
    const settings = {
      parentalControl: { enabled: true, ageLimit: 18 },
      purchasePinEnabled: false,
      replayEnabled: true,
    };
    expect(await json(api.as('piet').send('PUT', '/api/tvsettings', settings))).toEqual({
      success: true,
    });
    expect(await json(api.as('piet').get('/api/tvsettings'))).toEqual(settings);
    expect(
      (
        await api.as('piet').send('PUT', '/api/tvsettings', {
          ...settings,
          parentalControl: { enabled: true, ageLimit: 3 },
        })
      ).status,
    ).toBe(400);
  });
});
