import { describe, expect, it } from 'vitest';
import { isValidBucketName, isValidObjectName, parseObjectPath } from './object-names.ts';
import { StorageError } from './storage-error.ts';

describe('object names', () => {
  it.each(['a.txt', 'folder/sub/ไฟล์.pdf', 'a..b/c', 'with space/x (1).png', 'x'.repeat(255)])('accepts %s', (name) => {
    expect(isValidObjectName(name)).toBe(true);
  });

  it.each([
    '',
    '..',
    '../a',
    'a/../b',
    'a/..',
    '.',
    './a',
    'a//b',
    '/a',
    'a/',
    'a\\b',
    'a\u0000b',
    'a\nb',
    'x'.repeat(256),
    `${'abc/'.repeat(300)}x`,
  ])('refuses %j', (name) => {
    expect(isValidObjectName(name)).toBe(false);
  });

  it('decodes each URL segment before checking, so encoded traversal is caught', () => {
    expect(parseObjectPath('homework/u1/a%20b.txt')).toEqual({ bucket: 'homework', name: 'u1/a b.txt' });
    for (const raw of ['homework/%2E%2E/x', 'homework/a%2F..%2Fb', 'homework/%ZZ', '..%2Fx/y', 'homework']) {
      expect(() => parseObjectPath(raw)).toThrow(StorageError);
    }
  });
});

describe('bucket names', () => {
  it('follows hosted rules and refuses what would not be one safe directory', () => {
    expect(isValidBucketName('avatars')).toBe(true);
    expect(isValidBucketName('course-files_2026')).toBe(true);
    for (const name of ['', '.', '..', '.tmp', 'a/b', 'a\\b', ' a', 'x'.repeat(101), 'ไทย']) expect(isValidBucketName(name)).toBe(false);
  });
});
