import { describe, expect, it } from 'vitest';
import { getVisitorKey, VISITOR_KEY_STORAGE_KEY } from './visitor-key.ts';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), values };
};

describe('getVisitorKey', () => {
  it('creates a key the database accepts and keeps it', () => {
    const storage = memoryStorage();
    const key = getVisitorKey(storage);
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(storage.values.get(VISITOR_KEY_STORAGE_KEY)).toBe(key);
    expect(getVisitorKey(storage)).toBe(key);
  });

  it('replaces a tampered key and gives different browsers different keys', () => {
    const storage = memoryStorage();
    storage.setItem(VISITOR_KEY_STORAGE_KEY, 'bad key!');
    const key = getVisitorKey(storage);
    expect(key).not.toBe('bad key!');
    expect(getVisitorKey(memoryStorage())).not.toBe(key);
  });

  it('still answers a key when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
    };
    expect(getVisitorKey(broken)).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  });
});
