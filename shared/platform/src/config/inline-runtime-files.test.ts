import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlineRuntimeFilesElement, readInlineRuntimeFile } from './inline-runtime-files.ts';
import { fetchRuntimeConfig } from './runtime-config.ts';

const config = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: `${'x'.repeat(40)}.${'y'.repeat(20)}` };
const remotes = {
  remotes: [{ name: 'mfe_catalog', entry: 'http://localhost:4002/mf-manifest.json', routes: ['/courses</script><script>alert(1)'] }],
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('run-time files inline in the page', () => {
  it('round-trips both files in an attribute, with no way for a value to leave it', () => {
    const element = inlineRuntimeFilesElement({ configJson: JSON.stringify(config), remotesJson: JSON.stringify(remotes) });
    expect(element).not.toMatch(/<script|<\/script/);
    expect(element.match(/"/g)).toHaveLength(4);
    document.head.innerHTML = element;
    expect(readInlineRuntimeFile('config')).toEqual(config);
    expect(readInlineRuntimeFile('remotes')).toEqual(remotes);
  });

  it('refuses to write a file that is not JSON', () => {
    expect(() => inlineRuntimeFilesElement({ configJson: '{', remotesJson: '{}' })).toThrow();
  });

  it('reads nothing from a page without them, and the config is fetched as before', async () => {
    expect(readInlineRuntimeFile('config')).toBeUndefined();
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      fetched.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(new Response('not found', { status: 404 }));
    });
    await expect(fetchRuntimeConfig('/missing-config.json')).rejects.toThrow(/could not be loaded|answered/);
    expect(fetched).toEqual(['/missing-config.json']);
    vi.unstubAllGlobals();
  });

  it('takes the inline config instead of fetching /config.json', async () => {
    document.head.innerHTML = inlineRuntimeFilesElement({ configJson: JSON.stringify(config), remotesJson: '{"remotes":[]}' });
    await expect(fetchRuntimeConfig()).resolves.toMatchObject(config);
  });
});
