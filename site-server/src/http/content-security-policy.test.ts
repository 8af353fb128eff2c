import { describe, expect, it } from 'vitest';
import { backendOriginOf, remoteOriginsOf, remotePolicy, shellPolicy } from './content-security-policy.ts';
import { readFileSync } from 'node:fs';
import { COMMITTED_REMOTE_LIST } from 'shell/runtime-files';
import { configJson, remotesJsonWithEntries } from '../runtime-files.ts';

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

/** Two port maps, as `npm start` and the e2e run use them: remotes on localhost ports, the backend on its. */
const START_PORTS = { mfe_auth: 5001, mfe_catalog: 5002, mfe_learner: 5003, mfe_admin: 5004, localSupabase: 54321 };
const E2E_PORTS = { mfe_auth: 4001, mfe_catalog: 4002, mfe_learner: 4003, mfe_admin: 4004, localSupabase: 54329 };
const committed = readFileSync(COMMITTED_REMOTE_LIST, 'utf8');

const runtime = (ports: Record<string, number> & { localSupabase: number } = START_PORTS) => ({
  remotesJson: remotesJsonWithEntries(committed, (name) => `http://localhost:${ports[name] ?? 0}/mf-manifest.json`),
  configJson: configJson(`http://127.0.0.1:${ports.localSupabase}`, 'anon.key'),
});

describe('shellPolicy', () => {
  it('allows no inline script and no eval', () => {
    for (const policy of [shellPolicy(runtime()), remotePolicy(runtime())]) {
      const scriptSrc = directives(policy).get('script-src') ?? [];
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc.filter((s) => s.startsWith("'unsafe-") || s === '*' || s === 'data:' || s === 'blob:')).toEqual([]);
      expect(directives(policy).get('default-src')).toEqual(["'self'"]);
      expect(directives(policy).get('object-src')).toEqual(["'none'"]);
      expect(directives(policy).get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it("starts code-exercise workers only from the site's own origin (no remote, no blob)", () => {
    for (const policy of [shellPolicy(runtime()), remotePolicy(runtime())]) {
      expect(directives(policy).get('worker-src')).toEqual(["'self'"]);
    }
  });

  it('takes the remote origins from the entries of the remotes.json it is given, for any port map', () => {
    for (const ports of [START_PORTS, E2E_PORTS]) {
      const files = runtime(ports);
      const entries = (JSON.parse(files.remotesJson) as { remotes: { entry: string }[] }).remotes.map((r) => new URL(r.entry).origin);
      expect(entries).toHaveLength(4);
      const parsed = directives(shellPolicy(files));
      expect(parsed.get('script-src')).toEqual(["'self'", ...entries]);
      expect(parsed.get('connect-src')).toEqual(["'self'", `http://127.0.0.1:${ports.localSupabase}`, ...entries]);
    }
  });

  it("lets pages show images and media from the backend's Storage, also when it is plain http locally", () => {
    const backend = `http://127.0.0.1:${START_PORTS.localSupabase}`;
    const parsed = directives(shellPolicy(runtime()));
    expect(parsed.get('img-src')).toContain(backend);
    expect(parsed.get('media-src')).toContain(backend);
    expect(parsed.get('img-src')).not.toContain('http:');
  });

  it('follows an edited list: a remote moved to another origin is allowed, its old origin no longer', () => {
    const files = runtime();
    const list = JSON.parse(files.remotesJson) as { remotes: { name: string; entry: string }[] };
    const catalog = list.remotes.find((r) => r.name === 'mfe_catalog');
    if (!catalog) throw new Error('mfe_catalog is missing from remotes.json');
    const old = new URL(catalog.entry).origin;
    catalog.entry = 'https://catalog.cdn.example/v2/mf-manifest.json';
    const scriptSrc = directives(shellPolicy({ ...files, remotesJson: JSON.stringify(list) })).get('script-src');
    expect(scriptSrc).toContain('https://catalog.cdn.example');
    expect(scriptSrc).not.toContain(old);
  });

  it('lists an origin shared by several remotes once', () => {
    const remote = (name: string, entry: string) => ({ name, entry, routes: [`/${name}`] });
    const list = {
      remotes: [remote('a', 'https://cdn.example/a/mf-manifest.json'), remote('b', 'https://cdn.example/b/mf-manifest.json')],
    };
    expect(remoteOriginsOf(JSON.stringify(list))).toEqual(['https://cdn.example']);
  });

  it('refuses a remote entry that is not an absolute http(s) URL rather than leaving it out', () => {
    for (const entry of ['/mf-manifest.json', 'javascript:alert(1)', 'ftp://cdn.example/mf-manifest.json', 42]) {
      expect(() => remoteOriginsOf(JSON.stringify({ remotes: [{ name: 'x', entry, routes: ['/x'] }] }))).toThrow(
        /remotes\.json is not a valid remote list/,
      );
    }
    expect(() => remoteOriginsOf('{}')).toThrow(/remotes\.json is not a valid remote list/);
  });

  it('allows the backend of config.json, by origin', () => {
    expect(backendOriginOf(JSON.stringify({ supabaseUrl: 'https://abc.supabase.co/' }))).toBe('https://abc.supabase.co');
    expect(
      directives(shellPolicy({ ...runtime(), configJson: JSON.stringify({ supabaseUrl: 'https://abc.supabase.co' }) })).get('form-action'),
    ).toEqual(["'self'", 'https://abc.supabase.co']);
  });

  it("lets the checkout reach the payment gateway's card vault named in config.json, and nothing else new", () => {
    const withVault = JSON.stringify({ supabaseUrl: 'https://abc.supabase.co', omiseVaultUrl: 'https://vault.omise.co' });
    expect(directives(shellPolicy({ ...runtime(), configJson: withVault })).get('connect-src')).toContain('https://vault.omise.co');
    expect(directives(remotePolicy({ configJson: withVault })).get('connect-src')).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'https://vault.omise.co',
    ]);
    expect(directives(remotePolicy({ configJson: JSON.stringify({ supabaseUrl: 'https://abc.supabase.co' }) })).get('connect-src')).toEqual(
      ["'self'", 'https://abc.supabase.co'],
    );
  });
});
