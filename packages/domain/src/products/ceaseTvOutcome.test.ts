import { describe, expect, it } from 'vitest';
import { fakeClient } from '../testing/fakeClient.ts';
import { json } from '../testing/fakeFetch.ts';
import { ceaseTvOutcome } from './ceaseTvOutcome.ts';

const clientWith = (respond: Parameters<typeof fakeClient>[0]) => fakeClient(respond).client;

describe('ceaseTvOutcome (spec §8 TV cease recovery, shown honestly; ADR 049)', () => {
  it('ceased on success', async () => {
    const client = clientWith(() => json({ success: true }));
    await expect(ceaseTvOutcome(client, { wishDate: '2026-12-23' })).resolves.toEqual({
      kind: 'ceased',
    });
  });

  it('refused with the sandbox message on success=false', async () => {
    const client = clientWith(() =>
      json({ success: false, message: 'Je kan nu niet online opzeggen.' }),
    );
    await expect(ceaseTvOutcome(client, {})).resolves.toEqual({
      kind: 'refused',
      message: 'Je kan nu niet online opzeggen.',
    });
  });

  it.each([500, 400, 0])(
    'unconfirmed (not ceased) when the request fails with %s',
    async (status) => {
      const client = clientWith(() => {
        if (status === 0) throw new TypeError('offline');
        return json({ message: 'kapot' }, status);
      });
      await expect(ceaseTvOutcome(client, {})).resolves.toEqual({ kind: 'unconfirmed' });
    },
  );

  it('a 503 leaves the page (maintenance), it is not recovered', async () => {
    const client = clientWith(() => json({ message: 'onderhoud' }, 503));
    await expect(ceaseTvOutcome(client, {})).rejects.toMatchObject({ status: 503 });
  });
});
