import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { functionSecrets, verifiesJwt } from './function-settings.ts';

let project: string;
let functionsDir: string;

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'function-settings-'));
  functionsDir = join(project, 'functions');
  mkdirSync(functionsDir);
});
afterEach(() => {
  rmSync(project, { recursive: true, force: true });
});

describe('verifiesJwt', () => {
  it('is true unless [functions.<name>] says verify_jwt = false, as the Supabase CLI reads config.toml', () => {
    writeFileSync(
      join(project, 'config.toml'),
      [
        '[functions.webhook]',
        'verify_jwt = false # the payment provider signs instead',
        '',
        '[functions."quoted-name"]',
        'verify_jwt = false',
        '',
        '[functions.strict]',
        'verify_jwt = true',
        '',
        '[auth]',
        'verify_jwt = false',
      ].join('\n'),
    );
    expect(verifiesJwt(functionsDir, 'webhook')).toBe(false);
    expect(verifiesJwt(functionsDir, 'quoted-name')).toBe(false);
    expect(verifiesJwt(functionsDir, 'strict')).toBe(true);
    expect(verifiesJwt(functionsDir, 'unlisted')).toBe(true);
    // A key in another section does not belong to the function before it.
    expect(verifiesJwt(functionsDir, 'auth')).toBe(true);
  });

  it('is true without a config.toml', () => {
    expect(verifiesJwt(functionsDir, 'anything')).toBe(true);
  });
});

describe('functionSecrets', () => {
  it('reads dotenv lines: quotes, export, comments, blank lines', () => {
    writeFileSync(
      join(functionsDir, '.env'),
      [
        '# SMTP',
        'SMTP_HOST=smtp.example.com',
        'export SMTP_PORT=587',
        'SMTP_FROM="RianCode <no-reply@example.com>"',
        "PLAIN='a # b'",
        'TRAILING=x # note',
        '',
      ].join('\n'),
    );
    expect(functionSecrets(functionsDir)).toEqual({
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '587',
      SMTP_FROM: 'RianCode <no-reply@example.com>',
      PLAIN: 'a # b',
      TRAILING: 'x',
    });
  });

  it('is empty without a .env file', () => {
    expect(functionSecrets(functionsDir)).toEqual({});
  });
});
