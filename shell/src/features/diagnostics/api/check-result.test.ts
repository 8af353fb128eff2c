import { describe, expect, it } from 'vitest';
import { th } from '@shared/messages';
import { connectionStatus, describeCheckError, failedCheck, truncateMiddle } from './check-result.ts';
import { checkEnvironment } from './connection-checks.ts';

describe('describeCheckError', () => {
  it('maps Postgres 42P01 and PostgREST PGRST205 to the spec sentence', () => {
    expect(describeCheckError({ code: '42P01', message: 'relation "users" does not exist' })).toBe(
      'Table not found - need to create database schema',
    );
    expect(describeCheckError({ code: 'PGRST205', message: "Could not find the table 'public.users'" })).toBe(
      'Table not found - need to create database schema',
    );
  });

  it('turns a failed fetch into the Thai network sentence', () => {
    expect(describeCheckError(new TypeError('Failed to fetch'))).toBe(th.errors.network);
  });

  it('keeps the server message and names the code otherwise', () => {
    expect(describeCheckError({ code: '42501', message: 'permission denied for table users' })).toBe(
      'permission denied for table users (42501)',
    );
    expect(describeCheckError('boom')).toBe('boom');
    expect(describeCheckError(null)).toBe(th.errors.unexpected);
  });

  it('builds a failed result for the given check', () => {
    expect(failedCheck('auth', { message: 'Invalid API key', code: '401' })).toEqual({
      id: 'auth',
      ok: false,
      detail: 'Invalid API key (401)',
    });
  });
});

describe('connectionStatus', () => {
  const ok = { id: 'database', ok: true, detail: '' } as const;
  it('is testing while a run is in flight or before the first one', () => {
    expect(connectionStatus([ok], true)).toBe('testing');
    expect(connectionStatus(undefined, false)).toBe('testing');
  });
  it('is connected only when every check passed', () => {
    expect(connectionStatus([ok, { ...ok, id: 'auth' }], false)).toBe('connected');
    expect(connectionStatus([ok, { id: 'auth', ok: false, detail: 'x' }], false)).toBe('error');
    expect(connectionStatus([], false)).toBe('error');
  });
});

describe('checkEnvironment', () => {
  it('shows the start of the URL and of the key only', () => {
    const key = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiJ9.signature-part-that-is-long';
    const result = checkEnvironment({ supabaseUrl: 'https://abcdefghijklmnopqrst.supabase.co', supabaseAnonKey: key });
    expect(result.ok).toBe(true);
    expect(result.detail).toBe('URL: https://abcdefghijklmnopqrst.s... · Key: eyJhbGciOiJIUzI1NiIs...');
    expect(result.detail).not.toContain('signature');
  });
  it('fails when the config is missing a value', () => {
    expect(checkEnvironment(null).ok).toBe(false);
    expect(checkEnvironment({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: '' }).ok).toBe(false);
  });
  it('leaves short values whole', () => {
    expect(truncateMiddle('abc', 5)).toBe('abc');
  });
});
