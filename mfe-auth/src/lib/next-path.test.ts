import { beforeEach, describe, expect, it } from 'vitest';
import { nextFromSearch, rememberNext, takeRememberedNext } from './next-path.ts';

describe('nextFromSearch', () => {
  it('keeps same-site paths with their query', () => {
    expect(nextFromSearch('?next=%2Fcourse%2F3')).toBe('/course/3');
    expect(nextFromSearch('?next=%2Fdashboard%3Ftab%3D1')).toBe('/dashboard?tab=1');
  });
  it('refuses other origins, scripts and the auth pages themselves', () => {
    expect(nextFromSearch('?next=%2F%2Fevil.example')).toBeNull();
    expect(nextFromSearch('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(nextFromSearch('?next=javascript%3Aalert(1)')).toBeNull();
    expect(nextFromSearch('?next=%2Flogin')).toBeNull();
    expect(nextFromSearch('?next=%2Fauth%2Fcallback')).toBeNull();
    expect(nextFromSearch('')).toBeNull();
  });
});

describe('rememberNext / takeRememberedNext', () => {
  beforeEach(() => sessionStorage.clear());
  it('hands the path over once', () => {
    rememberNext('/course/3');
    expect(takeRememberedNext()).toBe('/course/3');
    expect(takeRememberedNext()).toBeNull();
  });
  it('never returns a tampered value', () => {
    sessionStorage.setItem('riancode-auth-next', '//evil.example');
    expect(takeRememberedNext()).toBeNull();
  });
});
