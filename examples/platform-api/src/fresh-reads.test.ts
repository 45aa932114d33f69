import { describe, expect, it } from 'vitest';
import { FreshReads } from './fresh-reads';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A version read the test finishes by hand. */
function manualReads() {
  const pending: { shopId: number; resolve: (version: string) => void }[] = [];
  const read = (shopId: number) => new Promise<string>((resolve) => pending.push({ shopId, resolve }));
  return { read, pending };
}

describe('FreshReads', () => {
  it('serves a burst of requests with two reads, not one per request', async () => {
    const { read, pending } = manualReads();
    const versions = new FreshReads(read);
    const first = versions.current(1);
    const burst = Array.from({ length: 10 }, () => versions.current(1));
    expect(pending).toHaveLength(1);
    pending[0]?.resolve('v1');
    expect(await first).toBe('v1');
    await tick();
    expect(pending).toHaveLength(2);
    pending[1]?.resolve('v2');
    expect(await Promise.all(burst)).toEqual(Array(10).fill('v2'));
  });

  it('never gives a request a read that started before it arrived', async () => {
    const { read, pending } = manualReads();
    const versions = new FreshReads(read);
    const early = versions.current(1);
    // The shop changes while the first read runs; a request arriving now must not get 'old'.
    const late = versions.current(1);
    pending[0]?.resolve('old');
    expect(await early).toBe('old');
    await tick();
    pending[1]?.resolve('new');
    expect(await late).toBe('new');
  });

  it('reads each shop on its own, and reads again after a failed read', async () => {
    let reads = 0;
    const versions = new FreshReads(async (shopId) => {
      reads++;
      if (reads === 1) throw new Error('database down');
      return `shop-${shopId}`;
    });
    await expect(versions.current(1)).rejects.toThrow('database down');
    expect(await versions.current(1)).toBe('shop-1');
    expect(await versions.current(2)).toBe('shop-2');
  });
});
