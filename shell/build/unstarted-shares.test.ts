// @vitest-environment node
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { importUnstartedSharesDirectly } from './unstarted-shares.ts';

const resolve = (plugin: Plugin, source: string, importer: string): unknown => {
  const hook = plugin.resolveId;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  // The hook reads only its arguments; `this` is the bundler's context, unused here.
  return handler?.call({} as never, source, importer, { attributes: {}, isEntry: false });
};

const shellFile = fileURLToPath(new URL('../src/features/consent/components/consent-dialog.tsx', import.meta.url));
/** An importer inside a shared package: only its path is read. */
const sharedFile = ['', 'repo', 'shared', 'ui', 'src', 'button.tsx'].join('/');
const dialogFile = realpathSync(fileURLToPath(import.meta.resolve('@shared/ui/dialog')));

describe('importUnstartedSharesDirectly', () => {
  const plugin = importUnstartedSharesDirectly(['@shared/ui/dialog']);

  it("resolves the shell's own import of a listed share to the entry's file", () => {
    expect(resolve(plugin, '@shared/ui/dialog', shellFile)).toBe(dialogFile);
  });

  it('leaves other shares, and imports from outside the shell, to federation', () => {
    expect(resolve(plugin, '@shared/ui/button', shellFile)).toBeNull();
    expect(resolve(plugin, '@shared/ui/dialog', sharedFile)).toBeNull();
    expect(resolve(plugin, '@shared/ui/dialog', undefined as unknown as string)).toBeNull();
  });
});
