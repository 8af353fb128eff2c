import { describe, expect, it } from 'vitest';
import { shareProblem } from './verify-materialized-shares.ts';

const wrapper = (name: string) => `\0virtual:mf:__mfe_internal__shell__mf_owner__1__loadShare__${name}__loadShare__.js`;
const entry = (name: string, materialize: boolean) =>
  `"${name}":{name:\`${name}\`,version:\`1.0.0\`,scope:[\`default\`],loaded:!1,materialize:${materialize ? '!0' : '!1'},eager:!1}`;

const bundle = (importMap: string) => ({
  'assets/index.js': {
    type: 'chunk' as const,
    fileName: 'assets/index.js',
    moduleIds: ['/repo/shell/src/main.tsx', wrapper('_mf_0_shared_mf_1_messages')],
  },
  'assets/map.js': { type: 'chunk' as const, fileName: 'assets/_virtual_mf-localSharedImportMap-1.js', code: importMap, moduleIds: [] },
});

describe('shareProblem (the shell build fails instead of shipping a dead site)', () => {
  it('accepts a build where every share the shell imports is materialized, whatever else is not', () => {
    expect(shareProblem(bundle(`{${entry('@shared/messages', true)},${entry('@shared/code-editor', false)}}`))).toBeNull();
  });

  it('names a share the shell imports that the import map leaves unmaterialized', () => {
    expect(shareProblem(bundle(`{${entry('@shared/messages', false)}}`))).toMatch(/not materialized: @shared\/messages/);
  });

  it('reads the unminified form too', () => {
    const unminified = `"@shared/messages": {\n  name: "@shared/messages",\n  version: "1.0.0",\n  scope: ["default"],\n  loaded: false,\n  materialize: false,`;
    expect(shareProblem(bundle(unminified))).toMatch(/@shared\/messages/);
  });

  it('says it cannot check when the plugin’s output is not what it knows', () => {
    expect(shareProblem({ 'a.js': { type: 'chunk', fileName: 'a.js', code: '', moduleIds: [] } })).toMatch(/cannot find/);
  });
});
