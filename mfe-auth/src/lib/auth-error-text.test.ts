import { describe, expect, it } from 'vitest';
import { th } from '@shared/messages';
import { serverErrorDetail, signUpErrorMessage, weakPasswordText } from './auth-error-text.ts';

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

describe('weakPasswordText (GoTrue weak_password)', () => {
  const weak = (reasons: unknown) =>
    Object.assign(new Error('Password is known to be weak and easy to guess'), { code: 'weak_password', status: 422, reasons });
  it('says each of the server’s reasons in Thai', () => {
    expect(weakPasswordText(weak(['length', 'pwned']))).toBe(
      'รหัสผ่านนี้ยังไม่ปลอดภัยพอ: สั้นเกินไป ต้องมีอย่างน้อย 8 ตัวอักษร · เป็นรหัสผ่านที่ใช้กันทั่วไปหรือเคยรั่วไหล เดาได้ง่าย',
    );
    expect(serverErrorDetail(weak(['characters']))).toBe('รหัสผ่านนี้ยังไม่ปลอดภัยพอ: ต้องมีตัวอักษรหลายแบบ เช่น ตัวพิมพ์เล็ก ตัวพิมพ์ใหญ่ ตัวเลข และสัญลักษณ์');
  });
  it('leaves out reasons it does not know instead of showing English, and ignores other errors', () => {
    expect(weakPasswordText(weak(['toString', 'something-new']))).toBe('รหัสผ่านนี้ยังไม่ปลอดภัยพอ');
    expect(weakPasswordText(weak(undefined))).toBe('รหัสผ่านนี้ยังไม่ปลอดภัยพอ');
    expect(weakPasswordText({ code: 'invalid_credentials', message: 'Invalid login credentials' })).toBeUndefined();
  });
});
