import { describe, expect, it } from 'vitest';
import { fakeClient } from '../testing/fakeClient.ts';
import { RANK, createRequestQueue } from './requestQueue.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('createRequestQueue', () => {
  it('starts at most the limit at once and the next one as soon as one ends', async () => {
    const queue = createRequestQueue(() => 2);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await flush();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
  });

  it('starts a waiting write first, then the page’s reads, then background reads, each in turn', async () => {
    const queue = createRequestQueue(() => 1);
    const first = deferred();
    const started: string[] = [];
    const task = (name: string) => async () => {
      started.push(name);
      if (name === 'read 1') await first.promise;
    };
    const runs = [
      queue.run(task('read 1')),
      queue.run(task('preload 1'), { rank: RANK.background }),
      queue.run(task('read 2')),
      queue.run(task('preload 2'), { rank: RANK.background }),
      queue.run(task('read 3')),
      queue.run(task('write'), { rank: RANK.write }),
    ];
    await flush();
    first.resolve();
    await Promise.all(runs);
    expect(started).toEqual(['read 1', 'write', 'read 2', 'read 3', 'preload 1', 'preload 2']);
  });

  it('frees the place of a task that failed', async () => {
    const queue = createRequestQueue(() => 1);
    await expect(queue.run(() => Promise.reject(new Error('no answer')))).rejects.toThrow();
    await expect(queue.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});

describe('ApiClient.inBackground (issue #31)', () => {
  it('sends reads ahead of need after the page’s own, through the same cache', async () => {
    const { client, requests } = fakeClient(undefined, { queue: createRequestQueue(() => 1) });
    const background = client.inBackground();
    await Promise.all([
      background.getJson('/api/features'),
      background.getJson('/api/tvsettings'),
      client.getJson('/api/invoices'),
    ]);
    expect(requests.map((request) => request.url)).toEqual([
      '/api/features',
      '/api/invoices',
      '/api/tvsettings',
    ]);
    expect(background.cache).toBe(client.cache);
  });
});
