import { describe, expect, it } from 'vitest';
import { createRequestQueue } from './requestQueue.ts';

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

  it('starts a waiting write before waiting reads, reads in the order they came', async () => {
    const queue = createRequestQueue(() => 1);
    const first = deferred();
    const started: string[] = [];
    const task = (name: string) => async () => {
      started.push(name);
      if (name === 'read 1') await first.promise;
    };
    const runs = [
      queue.run(task('read 1')),
      queue.run(task('read 2')),
      queue.run(task('read 3')),
      queue.run(task('write'), { priority: true }),
    ];
    await flush();
    first.resolve();
    await Promise.all(runs);
    expect(started).toEqual(['read 1', 'write', 'read 2', 'read 3']);
  });

  it('frees the place of a task that failed', async () => {
    const queue = createRequestQueue(() => 1);
    await expect(queue.run(() => Promise.reject(new Error('no answer')))).rejects.toThrow();
    await expect(queue.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
