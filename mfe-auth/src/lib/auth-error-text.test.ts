import { describe, expect, it } from 'vitest';
import { th } from 'shared/messages';
import { serverErrorDetail, signUpErrorMessage } from './auth-error-text.ts';

describe('signUpErrorMessage (spec §8)', () => {
  it('maps an already registered e-mail to อีเมลนี้ถูกใช้งานแล้ว', () => {
    expect(signUpErrorMessage({ message: 'User already registered', code: 'user_already_exists' })).toBe(th.auth.emailTaken);
    expect(signUpErrorMessage({ message: 'User already registered' })).toBe(th.auth.emailTaken);
  });
  it('shows the server message otherwise, or the generic failure', () => {
    expect(signUpErrorMessage({ message: 'Signups not allowed for this instance' })).toBe('Signups not allowed for this instance');
    expect(signUpErrorMessage({})).toBe(th.auth.registerError);
  });
});

describe('serverErrorDetail', () => {
  it('explains wrong credentials in Thai and network failures as such', () => {
    expect(serverErrorDetail({ message: 'Invalid login credentials', code: 'invalid_credentials' })).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
    expect(serverErrorDetail(new TypeError('Failed to fetch'))).toBe(th.errors.network);
    expect(serverErrorDetail(null)).toBeUndefined();
  });
  it('tells a deactivated member in Thai why the sign-in was refused', () => {
    expect(serverErrorDetail({ message: 'User is banned', code: 'user_banned' })).toBe('บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อผู้ดูแลระบบ');
  });
});
