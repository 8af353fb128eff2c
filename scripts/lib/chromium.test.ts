import { describe, expect, it } from 'vitest';
import { ensureChromium, ensureE2eChromium } from './chromium.ts';
import type { InstallHost } from './postgres-install.ts';

/** A pretend machine: `files` exist; `apt-get install <name>` adds `installs[name]`. */
function fakeHost(options: { files?: string[]; isRoot?: boolean; installs?: Record<string, string> }) {
  const files = new Set(['/usr/bin/apt-get', ...(options.files ?? [])]);
  const commands: string[] = [];
  const host: InstallHost = {
    exists: (path) => files.has(path),
    list: () => [],
    isRoot: options.isRoot ?? true,
    run: (command, args) => {
      commands.push([command, ...args].join(' '));
      const installed = args[0] === 'install' ? options.installs?.[args.at(-1) ?? ''] : undefined;
      if (installed) files.add(installed);
      return args[0] === 'install' && !installed ? 100 : 0;
    },
  };
  return { host, commands };
}

const quiet = () => undefined;

describe("the e2e stage's browser", () => {
  it('takes the headless shell over a full Chromium, and installs nothing', () => {
    const { host, commands } = fakeHost({ files: ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'] });
    expect(ensureE2eChromium(quiet, host, {})).toBe('/usr/bin/chromium-headless-shell');
    expect(commands).toEqual([]);
  });

  it('as root, installs the headless shell even where a full Chromium is there', () => {
    const { host, commands } = fakeHost({
      files: ['/usr/bin/chromium'],
      installs: { 'chromium-headless-shell': '/usr/bin/chromium-headless-shell' },
    });
    expect(ensureE2eChromium(quiet, host, {})).toBe('/usr/bin/chromium-headless-shell');
    expect(commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium-headless-shell']);
  });

  it('falls back to a full Chromium when the shell cannot be installed, and to Playwright’s own without either', () => {
    expect(ensureE2eChromium(quiet, fakeHost({ files: ['/usr/bin/chromium'], isRoot: false }).host, {})).toBe('/usr/bin/chromium');
    expect(ensureE2eChromium(quiet, fakeHost({ files: ['/usr/bin/google-chrome'] }).host, {})).toBe('/usr/bin/google-chrome');
    expect(ensureE2eChromium(quiet, fakeHost({ isRoot: false }).host, {})).toBeNull();
  });

  it('honours CHROME_PATH, and refuses one that does not exist', () => {
    const { host, commands } = fakeHost({ files: ['/opt/chrome', '/usr/bin/chromium-headless-shell'] });
    expect(ensureE2eChromium(quiet, host, { CHROME_PATH: '/opt/chrome' })).toBe('/opt/chrome');
    expect(() => ensureE2eChromium(quiet, host, { CHROME_PATH: '/nowhere' })).toThrow(/CHROME_PATH=\/nowhere does not exist/);
    expect(commands).toEqual([]);
  });
});

describe("the benchmark's browser", () => {
  it('is a full Chromium, never the headless shell, installed as root when absent', () => {
    const { host, commands } = fakeHost({
      files: ['/usr/bin/chromium-headless-shell'],
      installs: { chromium: '/usr/bin/chromium' },
    });
    expect(ensureChromium(quiet, host, {})).toBe('/usr/bin/chromium');
    expect(commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium']);
  });
});
