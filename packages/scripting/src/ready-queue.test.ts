import { describe, expect, it } from 'vitest';
import { createReadyQueue } from './ready-queue';

describe('createReadyQueue', () => {
  it('holds callbacks until open, then runs each once in push order; later pushes run at once', () => {
    const ran: string[] = [];
    const queue = createReadyQueue<string>((name) => ran.push(name), ['a']);
    queue.push('b');
    expect(ran).toEqual([]);
    queue.open();
    expect(ran).toEqual(['a', 'b']);
    queue.open();
    expect(ran).toEqual(['a', 'b']);
    queue.push('c');
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(queue.isOpen).toBe(true);
  });

  it('a callback pushed while the queue drains waits behind the ones already queued (first in, first out)', () => {
    const ran: string[] = [];
    const queue = createReadyQueue<string>(
      (name) => {
        ran.push(name);
        if (name === 'a') queue.push('pushed by a');
      },
      ['a', 'b'],
    );
    queue.open();
    expect(ran).toEqual(['a', 'b', 'pushed by a']);
  });
});
