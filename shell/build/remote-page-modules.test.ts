import { describe, expect, it } from 'vitest';
import { remotePageModules } from './remote-page-modules.ts';

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
