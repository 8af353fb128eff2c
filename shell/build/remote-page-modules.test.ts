import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRemotePageModules, REMOTE_PAGE_MODULES, remotePageModules } from './remote-page-modules.ts';

describe('remotePageModules', () => {
  it('lists the remote-kit chunk, not the chunks every page loads, nor assets', () => {
    const bundle = {
      'assets/remote-kit-1.js': { type: 'chunk' as const, name: 'remote-kit' },
      'assets/platform-2.js': { type: 'chunk' as const, name: 'platform' },
      'assets/index-4.js': { type: 'chunk' as const, name: 'index' },
      'assets/remote-kit-5.css': { type: 'asset' as const, name: 'remote-kit' },
    };
    expect(remotePageModules(bundle)).toEqual(['/assets/remote-kit-1.js']);
  });

  it('lists nothing when the build has no remote-kit chunk (the plugin then fails the build)', () => {
    expect(remotePageModules({ 'assets/index-4.js': { type: 'chunk', name: 'index' } })).toEqual([]);
  });
});

describe('readRemotePageModules', () => {
  it('reads what the build wrote, and gives none for a missing or malformed file instead of failing the page', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'remote-page-modules-'));
    try {
      expect(await readRemotePageModules(dir)).toEqual([]);
      await writeFile(
        join(dir, REMOTE_PAGE_MODULES),
        JSON.stringify({ modules: ['/assets/remote-kit-1.js', 'https://evil.example/x.js', 7] }),
      );
      expect(await readRemotePageModules(dir)).toEqual(['/assets/remote-kit-1.js']);
      await writeFile(join(dir, REMOTE_PAGE_MODULES), '{ not json');
      expect(await readRemotePageModules(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
