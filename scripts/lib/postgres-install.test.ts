import { describe, expect, it } from 'vitest';
import { ensurePostgres, findPostgresBin, type InstallHost } from './postgres-install.ts';

const BINARIES = ['initdb', 'pg_ctl', 'postgres'];

/** A pretend machine: `files` exist; running `apt-get install` adds `afterInstall`. */
function fakeHost(options: { files?: string[]; isRoot?: boolean; apt?: boolean; installWorks?: boolean; afterInstall?: string[] }) {
  const files = new Set(options.files ?? []);
  if (options.apt ?? true) files.add('/usr/bin/apt-get');
  const commands: string[] = [];
  const host: InstallHost = {
    exists: (path) => files.has(path),
    list: (path) => [
      ...new Set([...files].filter((f) => f.startsWith(`${path}/`)).map((f) => f.slice(path.length + 1).split('/')[0] ?? '')),
    ],
    isRoot: options.isRoot ?? true,
    run: (command, args) => {
      commands.push([command, ...args].join(' '));
      if (args.includes('install') && options.installWorks !== false) for (const f of options.afterInstall ?? []) files.add(f);
      return args.includes('install') && options.installWorks === false ? 100 : 0;
    },
  };
  return { host, commands };
}

const server = (major: number) => BINARIES.map((name) => `/usr/lib/postgresql/${major}/bin/${name}`);

describe('finding and installing PostgreSQL for the integration stage', () => {
  it('takes the newest complete /usr/lib/postgresql/<major>/bin and installs nothing', () => {
    const { host, commands } = fakeHost({ files: [...server(15), ...server(16), '/usr/lib/postgresql/17/bin/psql'] });
    expect(ensurePostgres(() => undefined, host, {})).toBe('/usr/lib/postgresql/16/bin');
    expect(commands).toEqual([]);
  });

  it('honours PG_BIN and refuses one without the server binaries', () => {
    const { host } = fakeHost({ files: [...BINARIES.map((b) => `/opt/pg/${b}`), ...server(15)] });
    expect(findPostgresBin(host, { PG_BIN: '/opt/pg' })).toBe('/opt/pg');
    expect(() => findPostgresBin(host, { PG_BIN: '/nowhere' })).toThrow(/PG_BIN=\/nowhere lacks/);
  });

  it('as root with apt and no server: apt-get update, install postgresql, then uses what it installed', () => {
    const { host, commands } = fakeHost({ afterInstall: server(15) });
    const lines: string[] = [];
    expect(ensurePostgres((line) => lines.push(line), host, {})).toBe('/usr/lib/postgresql/15/bin');
    expect(commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq --no-install-recommends postgresql']);
    expect(lines.join('\n')).toMatch(/installing Debian's postgresql/);
  });

  it('says so when the install fails', () => {
    const { host } = fakeHost({ installWorks: false });
    expect(() => ensurePostgres(() => undefined, host, {})).toThrow(/apt-get install postgresql failed \(exit 100\)/);
  });

  it('not root (or no apt): installs nothing and explains how to get a server', () => {
    for (const options of [{ isRoot: false }, { apt: false }]) {
      const { host, commands } = fakeHost(options);
      expect(() => ensurePostgres(() => undefined, host, {})).toThrow(
        /apt-get install -y postgresql.*PG_BIN.*--skip integration-postgres/s,
      );
      expect(commands).toEqual([]);
    }
  });
});
