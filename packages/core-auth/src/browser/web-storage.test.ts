import { describe, expect, it } from 'vitest';
import { webStorage } from './web-storage';

describe('webStorage', () => {
  it('reads null as undefined and writes through', () => {
    const map = new Map<string, string>();
    const storage = webStorage({
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => map.set(key, value),
      removeItem: (key) => map.delete(key),
    });
    expect(storage.get('user-token')).toBeUndefined();
    storage.set('user-token', 'at_1');
    expect(map.get('user-token')).toBe('at_1');
    storage.remove('user-token');
    expect(map.has('user-token')).toBe(false);
  });

  it('tolerates a storage that throws (quota, private mode)', () => {
    const storage = webStorage({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(storage.get('x')).toBeUndefined();
    expect(() => storage.set('x', '1')).not.toThrow();
    expect(() => storage.remove('x')).not.toThrow();
  });
});
