import { describe, expect, it } from 'vitest';
import { fakeClient } from '../testing/fakeClient.ts';
import { json } from '../testing/fakeFetch.ts';
import { changeSecurity, NOTHING_CHANGED_MESSAGE } from './changeSecurity.ts';
import { product } from '../testing/fixtures.ts';
import { securityChangeRequests } from './securityRequests.ts';

const clientWith = (respond: Parameters<typeof fakeClient>[0]) => fakeClient(respond);
const ok = () => json({ success: true, orderId: 'ORD-1' });

describe('changeSecurity (spec §4 changes as writes; §8 downgrade with no product)', () => {
  it('sends modify, add and cease in that order and answers the last order', async () => {
    const { client, requests } = clientWith(ok);
    const result = await changeSecurity(client, {
      change: { kind: 'UpgradeToHomeAndEverywhere', devices: 10 },
      modify: { products: [{ name: 'Thuis + Overal Veilig Online', previousId: 'H' }] },
      add: { products: [{ name: 'Overal Veilig Online 10' }] },
      cease: { products: [{ name: 'Overal Veilig Online', technicalId: 'E' }] },
    });
    expect(result).toEqual({ success: true, orderId: 'ORD-1' });
    expect(requests.map((r) => r.url)).toEqual([
      '/api/products/modify',
      '/api/products/add',
      '/api/products/cease',
    ]);
  });

  it('stops at the first refusal', async () => {
    const { client, requests } = clientWith(() =>
      json({ success: false, message: 'Nee.', orderId: null }),
    );
    const result = await changeSecurity(client, {
      change: { kind: 'AddHomeWithDevices', devices: 3 },
      modify: null,
      add: { products: [{ name: 'Thuis Veilig Online' }] },
      cease: { products: [{ name: 'x', technicalId: 'y' }] },
    });
    expect(result).toMatchObject({ success: false, message: 'Nee.' });
    expect(requests).toHaveLength(1);
  });

  it('a downgrade with no product sends nothing and says nothing was changed', async () => {
    const { client, requests } = clientWith(ok);
    const result = await changeSecurity(client, {
      change: { kind: 'ModifyLicences', direction: 'Downgrade', from: 10, to: 3 },
      modify: null,
      add: null,
      cease: null,
    });
    expect(result).toEqual({ success: false, message: NOTHING_CHANGED_MESSAGE, orderId: null });
    expect(NOTHING_CHANGED_MESSAGE).toBe('Er is niets gewijzigd.');
    expect(requests).toHaveLength(0);
  });

  // The sandbox's `veilig-dubbel` (10000042): 10 devices and, from a later order, 3 as well.
  it('fewer licences while the wanted one is already there: nothing to modify, nothing sent', async () => {
    const current = [
      product('Overal Veilig Online 10', { technicalId: 'SEC-4201' }),
      product('Overal Veilig Online 3', { technicalId: 'SEC-4202' }),
    ];
    const requests = securityChangeRequests(current, { home: false, devices: 3 })!;
    expect(requests.change).toMatchObject({ kind: 'ModifyLicences', direction: 'Downgrade' });
    expect(requests.modify).toBeNull();
    const { client, requests: sent } = clientWith(ok);
    expect(await changeSecurity(client, requests)).toEqual({
      success: false,
      message: 'Er is niets gewijzigd.',
      orderId: null,
    });
    expect(sent).toHaveLength(0);
  });
});
